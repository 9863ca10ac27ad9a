import { CloseIcon } from '@inkpress/shared-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';

export interface ChipInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** Most values kept. Default 30. */
  max?: number;
  hint?: string;
}

/** Adds a value from the text, trimmed, without duplicates (case-insensitive), within `max`. */
export function addChip(values: readonly string[], text: string, max = 30): string[] {
  const next = [...values];
  for (const part of text.split(',')) {
    const value = part.trim().slice(0, 60);
    if (!value || next.length >= max) continue;
    if (next.some((existing) => existing.toLowerCase() === value.toLowerCase())) continue;
    next.push(value);
  }
  return next;
}

/**
 * A list of short values (tags, categories): type and press Enter or a
 * comma to add; each chip has a remove button; Backspace in the empty box
 * removes the last one.
 */
export function ChipInput({ label, values, onChange, placeholder, max = 30, hint }: ChipInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const commit = () => {
    if (!text.trim()) return;
    onChange(addChip(values, text, max));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !text && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  return (
    <Root>
      <Label htmlFor={id}>{label}</Label>
      <Box>
        {values.length > 0 && (
          <Chips aria-label={label}>
            {values.map((value) => (
              <Chip key={value}>
                <span>{value}</span>
                <Remove
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                >
                  <CloseIcon aria-hidden="true" />
                </Remove>
              </Chip>
            ))}
          </Chips>
        )}
        <TextBox
          id={id}
          value={text}
          placeholder={values.length >= max ? `At most ${max}` : placeholder}
          disabled={values.length >= max}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commit}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </Box>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  &:focus-within {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: 1px;
  }
`;

const Chips = styled.ul`
  display: contents;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding: 2px 2px 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.tones.brand.bg};
  color: ${({ theme }) => theme.colors.tones.brand.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    width: 14px;
    height: 14px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.tones.brand.border};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
  }
`;

const TextBox = styled.input`
  flex: 1;
  min-width: 8rem;
  min-height: 30px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: none;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  outline: none;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.text.muted};
`;
