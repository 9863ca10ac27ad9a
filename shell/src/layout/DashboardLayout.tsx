import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';

const nav = [
  { to: '/dashboard', label: 'Dashboard', end: true },
  { to: '/dashboard/collections', label: 'Documents' },
  { to: '/dashboard/folders', label: 'Folders' },
  { to: '/dashboard/templates', label: 'Templates' },
  { to: '/dashboard/chat', label: 'AI Chat' },
  { to: '/dashboard/brand-voice', label: 'Brand Voice' },
  { to: '/dashboard/bulk-generate', label: 'Bulk Generate' },
  { to: '/dashboard/integrations', label: 'Integrations' },
  { to: '/dashboard/billing', label: 'Billing' },
  { to: '/dashboard/settings', label: 'Settings' },
];

/** The signed-in frame: a 270px sidebar and a top bar, never the marketing header or footer. */
export function DashboardLayout() {
  return (
    <Frame>
      <Sidebar aria-label="Dashboard">
        <Brand to="/dashboard">
          Ink<span>press</span>
        </Brand>
        {nav.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end}>
            {item.label}
          </NavLink>
        ))}
      </Sidebar>
      <Content id="main">
        <Outlet />
      </Content>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background.canvas};
`;

const Sidebar = styled.nav`
  display: none;
  ${({ theme }) => theme.media.up('lg')} {
    display: flex;
  }
  flex-direction: column;
  gap: 2px;
  width: ${({ theme }) => theme.layout.sidebarWidth}px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border.default};
  a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text.secondary};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  a.active {
    background: ${({ theme }) => theme.colors.tones.brand.bg};
    color: ${({ theme }) => theme.colors.tones.brand.fg};
  }
`;

const Brand = styled(NavLink)`
  && {
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text.primary};
    margin-bottom: ${({ theme }) => theme.space[4]};
    background: none;
  }
  span {
    color: ${({ theme }) => theme.colors.tones.brand.solid};
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
`;
