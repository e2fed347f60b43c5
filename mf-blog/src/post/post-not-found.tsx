import { css } from '@emotion/react';
import { Container } from '@pv/shared/ui/layout';
import { ButtonLink } from '@pv/shared/ui/links';
import { colors, fonts } from '@pv/shared/theme/tokens';
import { postCopy } from '../content/blog-copy';

/** A missing post, a draft, or a post that could not be read (docs/behaviour.md, "Errors a visitor can meet"). */
export function PostNotFound() {
  return (
    <Container>
      <div
        css={css({
          minHeight: '55vh',
          display: 'grid',
          placeContent: 'center',
          justifyItems: 'center',
          gap: '0.75rem',
          padding: '4rem 0',
          textAlign: 'center',
          h1: { margin: 0, fontFamily: fonts.heading, fontSize: 'clamp(2rem, 6vw, 2.75rem)' },
          p: { margin: '0 0 1rem', color: colors.inkMuted, fontSize: '1.1rem' },
        })}
      >
        <h1>{postCopy.notFoundTitle}</h1>
        <p>{postCopy.notFoundText}</p>
        <ButtonLink href="/blog" variant="secondary">
          {postCopy.backToBlog}
        </ButtonLink>
      </div>
    </Container>
  );
}
