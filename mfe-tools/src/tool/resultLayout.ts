/** The styles a tool's result and its reports share: a report's section, a row of buttons, a tag, a note. */
import styled from 'styled-components';

/** A report: its tables, lists and marked text. */
export const Section = styled.section`
  display: grid;
  gap: 8px;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  }
  mark {
    background: #fef3c7;
  }
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;
export const Tag = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-size: 12px;
`;
export const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: 14px;
`;
