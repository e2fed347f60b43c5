import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { css } from '@emotion/react';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { Container } from '@pv/shared/ui/layout';
import { buttonStyles } from '@pv/shared/ui/button-styles';
import { colors } from '@pv/shared/theme/tokens';
import { StaticPageHead } from '@pv/shared/meta/page-head';

export const notFoundMeta: PageMeta = { title: 'Page not found', noindex: true, status: 404 };

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container>
      <StaticPageHead meta={notFoundMeta} />
      <div css={css({ minHeight: '60vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: '0.5rem' })}>
        <h1 css={css({ fontSize: 'clamp(4rem, 12vw, 7rem)', margin: 0, color: colors.navy })}>404</h1>
        <p css={css({ fontSize: '1.25rem', color: colors.inkMuted })}>Oops! Page not found</p>
        <p>
          <Link to="/" css={buttonStyles('secondary')}>
            Return to Home
          </Link>
        </p>
      </div>
    </Container>
  );
}
