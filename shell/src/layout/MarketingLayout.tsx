import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ConsentBanner } from '../analytics/ConsentBanner';
import { PromotionTopBar } from '../promotions/surfaces';
import { Footer } from './Footer';
import { Header } from './Header';

/** Public pages: the promotion top bar, the marketing header and footer, and the consent component where it belongs. */
export function MarketingLayout() {
  return (
    <>
      <PromotionTopBar />
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ConsentBanner />
    </>
  );
}

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
  &:focus {
    outline: none;
  }
`;
