import {
  Button,
  Drawer,
  DropdownMenu,
  IconButton,
  NewTabHint,
  newTabAttributes,
  visuallyHidden,
} from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShellStores } from '../ShellContext';
import { Brand } from './Brand';
import { MenuIcon } from './icons';
import { headerLinks, resourceLinks } from './navigation';

/**
 * The marketing header (public pages only, SPEC §2): Bulk Content Generator,
 * Brand Voice, AI Text Editor, Templates, Resources and Pricing; Login and
 * Get Started for visitors, Dashboard for users. Below md a toggle opens the
 * same links in a drawer (focus stays inside, Escape and any link close it).
 */
export const Header = observer(function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every navigation (pathname)
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <Bar>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Inner>
        <Brand />
        <DesktopNav aria-label="Main">
          {headerLinks.before.map((link) => (
            <NavItem key={link.to} to={link.to}>
              {link.label}
            </NavItem>
          ))}
          <Resources label="Resources" items={resourceLinks} size="sm" />
          {headerLinks.after.map((link) => (
            <NavItem key={link.to} to={link.to}>
              {link.label}
            </NavItem>
          ))}
        </DesktopNav>
        <Actions>
          <AccountLinks />
        </Actions>
        <MenuToggle
          label="Open menu"
          icon={<MenuIcon />}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        />
      </Inner>
      <Drawer
        open={menuOpen}
        onClose={closeMenu}
        title="Menu"
        footer={<AccountLinks onNavigate={closeMenu} stacked />}
      >
        <DrawerNav aria-label="Menu">
          <ul>
            {headerLinks.before.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <h3 id="drawer-resources">Resources</h3>
          <ul aria-labelledby="drawer-resources">
            {resourceLinks.map((item) => (
              <li key={item.id}>
                {item.to !== undefined ? (
                  <NavLink to={item.to} onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                ) : (
                  <a href={item.href} {...(item.external ? newTabAttributes : {})} onClick={closeMenu}>
                    {item.label}
                    {item.external && <NewTabHint />}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <ul>
            {headerLinks.after.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </DrawerNav>
      </Drawer>
    </Bar>
  );
});

/** Login and Get Started for visitors, Dashboard for users; nothing while the session loads. */
const AccountLinks = observer(function AccountLinks({
  onNavigate,
  stacked = false,
}: {
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const { session } = useShellStores();
  if (session.status === 'idle' || session.status === 'loading') return <Pending aria-hidden="true" />;
  if (session.user) {
    return (
      <Button as={Link} to="/dashboard" size="sm" fullWidth={stacked} onClick={onNavigate}>
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button
        as={Link}
        to="/login"
        variant={stacked ? 'secondary' : 'ghost'}
        size="sm"
        fullWidth={stacked}
        onClick={onNavigate}
      >
        Login
      </Button>
      <Button as={Link} to="/register" size="sm" fullWidth={stacked} onClick={onNavigate}>
        Get Started
      </Button>
    </>
  );
});

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight}px;
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
`;

/** Hidden until it receives keyboard focus, then shown over the header's start. */
const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }
  &:focus {
    position: absolute;
    left: ${({ theme }) => theme.space[4]};
    top: ${({ theme }) => theme.space[2]};
    z-index: 1;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.tones.brand.solid};
    color: ${({ theme }) => theme.colors.tones.brand.onSolid};
  }
`;

const Inner = styled.div`
  max-width: 1320px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('lg')} {
    padding: 0 ${({ theme }) => theme.space[6]};
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.up('md')} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  ${({ theme }) => theme.media.up('xl')} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const NavItem = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  ${({ theme }) => theme.media.between('md', 'lg')} {
    max-width: 112px;
    font-size: 13px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]}`};
  }
  ${({ theme }) => theme.media.up('lg')} {
    white-space: nowrap;
  }
  &:hover,
  &.active {
    color: ${({ theme }) => theme.colors.text.primary};
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Resources = styled(DropdownMenu)`
  button {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    ${({ theme }) => theme.media.between('md', 'lg')} {
      font-size: 13px;
      padding-left: ${({ theme }) => theme.space[1]};
      padding-right: ${({ theme }) => theme.space[1]};
    }
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.up('md')} {
    display: flex;
  }
  a {
    white-space: nowrap;
  }
`;

const Pending = styled.span`
  display: inline-block;
  width: 180px;
`;

const MenuToggle = styled(IconButton)`
  margin-left: auto;
  ${({ theme }) => theme.media.up('md')} {
    display: none;
  }
`;

const DrawerNav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ul {
    list-style: none;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.text.muted};
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-decoration: none;
  }
  a:hover,
  a.active {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
`;
