import styled from 'styled-components';

/** A count with thousands separators. */
export const n = (value: number) => value.toLocaleString('en-US');

/** The badge tone of a Yoast rating. */
export const ratingTone = { good: 'success', ok: 'warning', bad: 'danger', feedback: 'neutral' } as const;

/** A section's title. */
export const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

/** A small secondary line. */
export const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
