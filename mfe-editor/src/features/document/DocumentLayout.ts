/** The editor screen's layout: page, header rows, the columns of the text and the SEO panel. */
import { Input } from '@inkpress/shared-ui';
import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[16]}`};
  ${({ theme }) => theme.media.down('md')} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[12]}`};
  }
`;

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Crumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  a {
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const TitleInput = styled(Input)`
  min-width: 0;
  margin: 0 -${({ theme }) => theme.space[2]};
  input {
    height: auto;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-color: transparent;
    background: transparent;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    ${({ theme }) => theme.media.down('md')} {
      font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
    }
  }
  input:hover {
    border-color: ${({ theme }) => theme.colors.border.default};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const SubRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Columns = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)')};
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Aside = styled.aside`
  position: sticky;
  top: calc(var(--inkpress-chrome-top, 0px) + ${({ theme }) => theme.space[4]});
  max-height: calc(100vh - var(--inkpress-chrome-top, 0px) - ${({ theme }) => theme.space[8]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
`;
