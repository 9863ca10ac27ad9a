import { needsConsentBanner } from '@inkpress/shared-core';
import { Button } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShellStores } from '../ShellContext';

/**
 * The consent component (SPEC §2) on templates, tools and blog pages, until
 * the visitor accepts or rejects; the choice is remembered on this browser
 * and analytics wait for it.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useShellStores();
  const { pathname } = useLocation();
  if (consent.decided || !needsConsentBanner(pathname)) return null;
  return (
    <Panel aria-label="Cookie consent" aria-describedby="consent-text">
      <p id="consent-text">
        We use cookies to learn how our free tools, templates and blog are used, so we can make them better.
        Analytics run only if you accept. <Link to="/cookie">Cookie policy</Link>
      </p>
      <Actions>
        <Button variant="secondary" size="sm" onClick={() => consent.reject()}>
          Reject
        </Button>
        <Button size="sm" onClick={() => consent.accept()}>
          Accept
        </Button>
      </Actions>
    </Panel>
  );
});

const Panel = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  max-width: 560px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  p {
    flex: 1 1 260px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;
`;
