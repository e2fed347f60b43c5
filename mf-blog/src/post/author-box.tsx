import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { colors, fonts } from '@pv/shared/theme/tokens';
import { postCopy } from '../content/blog-copy';
import { raisedPanel } from '@pv/shared/ui/surfaces';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** Who wrote the post, labelled 'Content Creator' (docs/behaviour.md, "Blog"). */
export function AuthorBox({ author }: { author: string }) {
  const { brand } = useSiteConfig();
  return (
    <aside
      aria-label={postCopy.authorLabel}
      css={css(raisedPanel, {
        display: 'flex',
        alignItems: 'center',
        gap: '1.1rem',
        margin: '3rem 0 0',
        padding: '1.35rem 1.5rem',
        borderLeft: `4px solid ${colors.amber}`,
        // The author's name is the writer's: a word longer than the box breaks rather than widen the page.
        overflowWrap: 'anywhere',
      })}
    >
      <span
        aria-hidden="true"
        css={css({
          flex: '0 0 auto',
          display: 'grid',
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: '50%',
          background: colors.navy,
          color: colors.white,
          fontFamily: fonts.heading,
          fontSize: '1.35rem',
        })}
      >
        {initials(author)}
      </span>
      <div>
        <p
          css={css({
            margin: 0,
            fontSize: '0.78rem',
            fontWeight: 700,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: colors.teal,
          })}
        >
          {postCopy.authorLabel}
        </p>
        <p css={css({ margin: '0.1rem 0 0.2rem', fontFamily: fonts.heading, fontSize: '1.25rem', color: colors.navy })}>{author}</p>
        <p css={css({ margin: 0, color: colors.inkMuted, fontSize: '0.95rem' })}>{postCopy.authorNote(brand)}</p>
      </div>
    </aside>
  );
}
