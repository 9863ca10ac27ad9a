import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';

const links = [
  { to: '/bulk-content-creation', label: 'Bulk Content Generator' },
  { to: '/brand-voice', label: 'Brand Voice' },
  { to: '/tools/ai-text-editor', label: 'AI Text Editor' },
  { to: '/templates', label: 'Templates' },
  { to: '/tools', label: 'Free Tools' },
  { to: '/pricing', label: 'Pricing' },
];

/** The marketing header (public pages only). */
export function Header() {
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label="Inkpress home">
          Ink<span>press</span>
        </Brand>
        <Nav aria-label="Main">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to}>
              {l.label}
            </NavLink>
          ))}
        </Nav>
        <Actions>
          <Link to="/login">Login</Link>
          <CallToAction to="/register">Get Started</CallToAction>
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  height: ${({ theme }) => theme.layout.headerHeight}px;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

const Inner = styled.div`
  max-width: 1320px;
  margin: 0 auto;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space[6]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const Nav = styled.nav`
  display: none;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
  }
  a {
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  a.active,
  a:hover {
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

const CallToAction = styled(Link)`
  && {
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    color: ${({ theme }) => theme.colors.tones.brand.onSolid};
    padding: 10px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
