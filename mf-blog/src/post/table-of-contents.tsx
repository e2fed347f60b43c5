import { useId } from 'react';
import { css } from '@emotion/react';
import { colors, fonts, radii } from '@pv/shared/theme/tokens';
import { postCopy } from '../content/blog-copy';
import type { Section } from '../lib/table-of-contents';

const boxStyle = css({
  margin: '0 0 2.25rem',
  padding: '1.1rem 1.35rem 1.2rem',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.md,
  h2: { margin: '0 0 0.6rem', fontFamily: fonts.heading, fontSize: '1.05rem', color: colors.navy },
  ol: { margin: 0, paddingLeft: '1.35rem', display: 'grid', gap: '0.35rem', color: colors.inkMuted },
  a: { color: colors.teal, textUnderlineOffset: '0.18em' },
  'a:hover': { color: colors.navy },
  'a:focus-visible': { outline: `3px solid ${colors.amber}`, outlineOffset: '2px', borderRadius: 2 },
});

/** Links to the post's sections (plain in-page links: they work before any script, and without). */
export function TableOfContents({ sections }: { sections: readonly Section[] }) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} css={boxStyle} data-testid="table-of-contents">
      <h2 id={headingId}>{postCopy.contents}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
