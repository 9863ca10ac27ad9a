import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The Inkpress word mark, linking home (or to `to`). */
export function Brand({ to = '/', label = 'Inkpress home' }: { to?: string; label?: string }) {
  return (
    <Mark to={to} aria-label={label}>
      Ink<span>press</span>
    </Mark>
  );
}

const Mark = styled(Link)`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;
