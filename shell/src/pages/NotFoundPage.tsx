import { Button } from '@inkpress/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { applyPageMeta } from '../routing/pageMeta';

export function NotFoundPage() {
  useEffect(() => {
    applyPageMeta(
      { title: 'Page not found', description: 'This page does not exist.', noindex: true },
      { origin: window.location.origin, pathname: window.location.pathname },
    );
  }, []);
  return (
    // The app's answer for this path (a disabled remote's route too): it takes over from the server's page.
    <Wrapper data-page-ready="">
      <Code aria-hidden="true">404</Code>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button as="a" href="/">
        Back to the front page
      </Button>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 96px 24px;
  h1 {
    margin: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.text.muted};
    margin: 0 0 12px;
  }
`;

const Code = styled.div`
  font-size: 72px;
  font-weight: 800;
  letter-spacing: -2px;
  color: ${({ theme }) => theme.colors.tones.brand.solid};
`;
