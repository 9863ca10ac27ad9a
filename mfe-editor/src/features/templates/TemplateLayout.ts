/**
 * The template flow's styled layout (split from TemplateScreen.tsx): the
 * stepper, the step panel and the parts of each step's form.
 */
import styled from 'styled-components';

export const FlowLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StepItem = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.typography.fontWeight.semibold : theme.typography.fontWeight.regular};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.text.muted : theme.colors.text.primary)};
  > span:first-child {
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 2px solid
      ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border.strong : theme.colors.tones.brand.solid)};
    background: ${({ theme, $state }) =>
      $state === 'current'
        ? theme.colors.tones.brand.solid
        : $state === 'done'
          ? theme.colors.tones.brand.bg
          : 'transparent'};
    color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.tones.brand.onSolid : 'inherit')};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  ${({ theme }) => theme.media.down('md')} {
    padding: ${({ theme }) => theme.space[4]};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const Cost = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

export const SubHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

export const Lengths = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const LengthOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 200px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 2px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.tones.brand.solid : theme.colors.border.default)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.tones.brand.bg : 'transparent')};
  cursor: pointer;
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
  &:focus-within {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 2px;
  }
`;

export const Outline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[3]} 0`};
  padding: 0;
  list-style: none;
`;

export const OutlineItem = styled.li`
  display: grid;
  grid-template-columns: 2ch minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  > span {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Price = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  > div {
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
  span {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.tones.danger.fg};
`;

export const Refunds = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const ShortfallBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.tones.danger.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tones.danger.bg};
  color: ${({ theme }) => theme.colors.tones.danger.fg};
  p {
    margin: 0;
  }
`;

export const ShortfallActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ArticleLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 36px;
`;
