/**
 * The SEO panel's styled layout (split from SeoPanel.tsx): the score, the
 * checks, the paragraphs to improve, the length meters and the FAQs.
 */
import styled from 'styled-components';
import type { FindingStatus, LengthMeter } from '../../editor';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const Score = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  strong {
    display: block;
  }
`;

export const ScoreNumber = styled.div<{ $tone: 'brand' | 'success' | 'warning' | 'danger' }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 3px solid ${({ theme, $tone }) => theme.colors.tones[$tone].solid};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: 1;
  small {
    display: none;
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Findings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FindingItem = styled.li<{ $status: FindingStatus }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin-top: 1px;
    color: ${({ theme, $status }) =>
      $status === 'good'
        ? theme.colors.tones.success.fg
        : $status === 'warning'
          ? theme.colors.tones.warning.fg
          : theme.colors.tones.danger.fg};
  }
`;

export const Paragraphs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ParagraphButton = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  text-align: left;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;
  q {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  span {
    color: ${({ theme }) => theme.colors.tones.warning.fg};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.tones.brand.border};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

export const MeterRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: -${({ theme }) => theme.space[1]};
`;

export const MeterText = styled.p<{ $status: LengthMeter['status'] }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme, $status }) =>
    $status === 'good'
      ? theme.colors.tones.success.fg
      : $status === 'long'
        ? theme.colors.tones.danger.fg
        : theme.colors.text.secondary};
`;

export const InlineAction = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space[2]};
`;

export const Faqs = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FaqItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    justify-self: start;
  }
`;
