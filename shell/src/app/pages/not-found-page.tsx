import { useLocation } from 'react-router-dom';
import { css } from '@emotion/react';
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { Container } from '@pv/shared/ui/layout';
import { ButtonLink } from '@pv/shared/ui/links';
import { colors } from '@pv/shared/theme/tokens';
import { StaticPageHead } from '@pv/shared/meta/page-head';
import NotFoundReport from './not-found-report';

export const notFoundMeta: PageMeta = { title: 'Page not found', noindex: true, status: 404 };

/** Any path the site does not serve (status 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container>
      <StaticPageHead meta={notFoundMeta} />
      <NotFoundReport hydrate="idle" path={pathname} />
      <div css={css({ minHeight: '60vh', display: 'grid', placeContent: 'center', textAlign: 'center', gap: '0.5rem' })}>
        <h1 css={css({ fontSize: 'clamp(4rem, 12vw, 7rem)', margin: 0, color: colors.navy })}>404</h1>
        <p css={css({ fontSize: '1.25rem', color: colors.inkMuted })}>Oops! Page not found</p>
        <p>
          <ButtonLink href="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </p>
      </div>
    </Container>
  );
}
