import { Button, Drawer, DropdownMenu, IconButton } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PromotionBanner } from '../promotions/surfaces';
import { useShellStores } from '../ShellContext';
import { Brand } from './Brand';
import { MenuIcon, SparkIcon } from './icons';
import { dashboardLinks } from './navigation';

/**
 * The signed-in frame: a 270px sidebar (a drawer below lg), a 64px top bar
 * with the account menu, and the promotion banner on the dashboard's home.
 * Never the marketing header or footer. The route guard runs before it.
 */
export const DashboardLayout = observer(function DashboardLayout() {
  const { session, shellApi } = useShellStores();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every navigation (pathname)
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const upgrade = (source: string) => {
    close();
    shellApi.upgrade(source);
  };

  return (
    <Frame>
      <Sidebar>
        <Brand to="/dashboard" label="Inkpress dashboard" />
        <DashboardNav onNavigate={close} />
        <UpgradeButton onClick={() => upgrade('sidebar')} iconStart={<SparkIcon />} fullWidth>
          Upgrade
        </UpgradeButton>
      </Sidebar>
      <Column>
        <TopBar>
          <MenuToggle
            label="Open menu"
            icon={<MenuIcon />}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          />
          <MobileBrand>
            <Brand to="/dashboard" label="Inkpress dashboard" />
          </MobileBrand>
          <TopActions>
            <AccountMenu
              align="end"
              size="sm"
              label={<Account>{session.user?.name || session.user?.email || 'Account'}</Account>}
              items={[
                { id: 'settings', label: 'Settings', to: '/dashboard/settings' },
                { id: 'billing', label: 'Billing', to: '/dashboard/billing' },
                { id: 'site', label: 'Inkpress website', to: '/' },
                { id: 'logout', label: 'Log out', onSelect: () => void session.logout() },
              ]}
            />
          </TopActions>
        </TopBar>
        <Drawer open={menuOpen} onClose={close} title="Menu" side="left">
          <DashboardNav onNavigate={close} />
          <UpgradeButton onClick={() => upgrade('sidebar')} iconStart={<SparkIcon />} fullWidth>
            Upgrade
          </UpgradeButton>
        </Drawer>
        {pathname === '/dashboard' && <PromotionBanner />}
        <Content id="main" tabIndex={-1}>
          <Outlet />
        </Content>
      </Column>
    </Frame>
  );
});

const DashboardNav = observer(function DashboardNav({ onNavigate }: { onNavigate: () => void }) {
  const { session } = useShellStores();
  return (
    <Nav aria-label="Dashboard">
      {dashboardLinks
        .filter((item) => !item.internal || session.isInternal)
        .map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} onClick={onNavigate}>
            {item.label}
          </NavLink>
        ))}
    </Nav>
  );
});

/**
 * --inkpress-chrome-top: how much of the viewport's top the shell keeps
 * (its sticky top bar), so that a remote's sticky parts (the editor's
 * toolbar) stop below it instead of sliding under it.
 */
const Frame = styled.div`
  --inkpress-chrome-top: ${({ theme }) => theme.layout.topBarHeightCompact}px;
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.canvas};
`;

const Sidebar = styled.aside`
  display: none;
  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
  }
  position: sticky;
  top: 0;
  height: 100vh;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: ${({ theme }) => theme.layout.sidebarWidth}px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border.default};
  overflow-y: auto;
`;

const Nav = styled.nav`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: ${({ theme }) => theme.space[2]} 0;
  a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background.subtle};
  }
  a.active {
    background: ${({ theme }) => theme.colors.tones.brand.bg};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const UpgradeButton = styled(Button)`
  margin-top: auto;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.topBarHeightCompact}px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};
  ${({ theme }) => theme.media.up('lg')} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

const MenuToggle = styled(IconButton)`
  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;

const MobileBrand = styled.div`
  ${({ theme }) => theme.media.up('lg')} {
    display: none;
  }
`;

const TopActions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const AccountMenu = styled(DropdownMenu)``;

const Account = styled.span`
  display: inline-block;
  max-width: 200px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.down('sm')} {
    max-width: 120px;
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;
