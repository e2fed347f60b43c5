import { Outlet, useLocation } from 'react-router-dom';
import { Global, css } from '@emotion/react';
import { layout } from '@pv/shared/theme/tokens';
import { Header } from './header';
import { Footer } from './footer';
import FloatingCta from './floating-cta';

const skipLink = css({
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 100,
  padding: '0.75rem 1rem',
  background: '#fff',
  '&:focus': { top: '1rem' },
});

/** The header for the location being rendered. */
function CurrentHeader() {
  const { pathname } = useLocation();
  return <Header path={pathname} />;
}

// Focused by the skip link and after the floating button is dismissed: the global focus ring shows
// where keyboard focus landed.
const mainStyle = css({ paddingTop: layout.headerHeight, minHeight: '70vh', '@media print': { paddingTop: 0, minHeight: 0 } });

/**
 * Printed, a page is its main content only: the skip link, header, footer and floating button,
 * whatever they hold, are the siblings of main, and none is printed (the assessment's results print
 * as a one-page summary).
 */
const printOnlyMain = css({ '@media print': { '*:has(> #main) > :not(#main)': { display: 'none !important' } } });

/** Every page: header, main, footer and the floating call to action (the newsletter form and the button are islands; the header's menus are the boot script's). */
export function SiteLayout() {
  return (
    <>
      <Global styles={printOnlyMain} />
      <a href="#main" css={skipLink}>
        Skip to content
      </a>
      <CurrentHeader />
      <main id="main" tabIndex={-1} css={mainStyle}>
        <Outlet />
      </main>
      <Footer />
      <FloatingCta hydrate="scroll" />
    </>
  );
}
