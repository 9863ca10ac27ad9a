import styled from 'styled-components';

/** Layout pieces the chat's panels share. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
