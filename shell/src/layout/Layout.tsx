import { DeferredPart } from '@ssc/ui';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Header } from './Header';
import { PageToasts } from './PageToasts';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: while a page's code loads, the footer waits below the fold instead of
// showing and then jumping down when the page arrives (no layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus { outline: none; }
`;

/** The footer's part name: its first view stands in for it until its code has loaded. */
export const FOOTER_PART = 'footer';
// Below the first screen of every page: not part of the initial JS (issue 17.5).
const loadFooter = () => import('./Footer').then(({ Footer }) => ({ default: Footer }));

/** Header, the current route's page and footer; the header and footer never depend on a remote. */
export function Layout() {
  return (
    <Page>
      <ScrollToTop />
      <PageToasts />
      <SkipLink />
      <Header />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <DeferredPart name={FOOTER_PART} load={loadFooter} />
    </Page>
  );
}
