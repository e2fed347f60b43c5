import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';
import { ELLIPSIS } from '../lib/excerpt';
import type { SearchMatch } from '../lib/search-match';

const markStyle = css({ background: colors.tealLight, color: 'inherit', borderRadius: 2, padding: '0 0.1em' });

/** The words a search found, marked, in the text around them (every part a text node). */
export function SearchMatchText({ match }: { match: SearchMatch }) {
  return (
    <>
      {match.cutBefore ? `${ELLIPSIS} ` : null}
      {match.parts.map((part, index) =>
        part.marked ? (
          <mark key={index} css={markStyle}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
      {match.cutAfter ? ` ${ELLIPSIS}` : null}
    </>
  );
}
