// A heading breaks between its words, never inside a compound: at 320 px "The 10-week curriculum"
// would otherwise end a line with "10-" (a browser may break after any hyphen).
import type { ReactNode } from 'react';
import { css } from '@emotion/react';

const unbroken = css({ whiteSpace: 'nowrap' });

const COMPOUND = /([^\s-]+(?:-[^\s-]+)+)/;

/** `text` with each hyphenated compound ("10-week", "one-on-one") kept on one line. */
export function UnbrokenCompounds({ text }: { text: string }): ReactNode {
  return text.split(COMPOUND).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} css={unbroken}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
