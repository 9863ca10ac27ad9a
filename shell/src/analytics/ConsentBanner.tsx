import { consentNotice, needsConsentBanner } from '@inkpress/shared-core';
import { Button } from '@inkpress/shared-ui';
import { observer } from 'mobx-react-lite';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useShellStores } from '../ShellContext';

/**
 * The consent component (SPEC §2) on templates, tools and blog pages, until
 * the visitor accepts or rejects; the choice is remembered on this browser
 * and analytics wait for it.
 *
 * It never hides the page under it: it is sticky at the bottom of the
 * window, so the page keeps a place for it after its last line (scrolled to
 * the end, nothing is behind it), and while it shows, the page's
 * `scroll-padding-bottom` is its height, so whatever scrolls into view (a
 * focused field, a tool's result) stops above it.
 */
export const ConsentBanner = observer(function ConsentBanner() {
  const { consent } = useShellStores();
  const { pathname } = useLocation();
  if (consent.decided || !needsConsentBanner(pathname)) return null;
  return <ShownBanner onAccept={() => consent.accept()} onReject={() => consent.reject()} />;
});

/** Keeps `scroll-padding-bottom` of the page at the banner's height (and its gap) while it shows. */
function useScrollPaddingOf(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const update = () => {
      const gap = Number.parseFloat(getComputedStyle(panel).bottom) || 0;
      root.style.scrollPaddingBottom = `${Math.ceil(panel.getBoundingClientRect().height + 2 * gap)}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(panel);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = previous;
    };
  }, [ref]);
}

function ShownBanner({ onAccept, onReject }: { onAccept: () => void; onReject: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingOf(ref);
  return (
    <Panel ref={ref} aria-label={consentNotice.label} aria-describedby="consent-text">
      <p id="consent-text">
        {consentNotice.text} <Link to={consentNotice.policy.path}>{consentNotice.policy.label}</Link>
      </p>
      <Actions>
        <Button variant="secondary" size="sm" onClick={onReject}>
          {consentNotice.reject}
        </Button>
        <Button size="sm" onClick={onAccept}>
          {consentNotice.accept}
        </Button>
      </Actions>
    </Panel>
  );
}

// Sticky, not fixed: it floats over the page's bottom edge while the page goes on below it, and
// takes its own place after the footer, so the end of every page can be read beside it.
const Panel = styled.section`
  position: sticky;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  bottom: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]};
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
