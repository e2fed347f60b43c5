import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { colors, radii } from '@pv/shared/theme/tokens';
import RemoteRetry from './remote-retry';

const box = css({
  margin: '3rem auto',
  maxWidth: '36rem',
  padding: '2rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  textAlign: 'center',
});

/** Shown in place of a page whose remote is down, slow or broken; the rest of the site works. */
export function RemoteFallback() {
  return (
    <Container>
      <div css={box} role="alert" data-testid="remote-fallback">
        <h1 css={css({ fontSize: '1.5rem' })}>This page is temporarily unavailable</h1>
        <p>We couldn’t load this part of the site. The rest of the site still works; please try again in a moment.</p>
        <RemoteRetry hydrate="visible" />
      </div>
    </Container>
  );
}
