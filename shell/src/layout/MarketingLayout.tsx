import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

/** Public pages: the marketing header and footer around the screen. */
export function MarketingLayout() {
  return (
    <>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
`;
