// The Launchpad app (the configured LAUNCHPAD_APP_URL) as a poster until the visitor asks for it:
// what the app is and what is in it, a button that opens it on this page, as tall as the window
// under the header, and a link that opens it in a new tab (@pv/shared/ui/embed-frame: server HTML
// the boot script drives, no React). The page never loads the app's frame by itself.
import { css, type CSSObject } from '@emotion/react';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { EmbedFrame, EmbedPosterHeader } from '@pv/shared/ui/embed-frame';
import type { EmbedFrameCopy } from '@pv/shared/ui/embed-frames';
import { colors, layout, radii } from '@pv/shared/theme/tokens';

/** The frame's height: the window under the fixed header, and never less than this. */
export const FRAME_MIN_HEIGHT = '36rem';

const appSize: CSSObject = { minHeight: `max(${FRAME_MIN_HEIGHT}, calc(100dvh - ${layout.headerHeight} - 2rem))` };

const partList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  li: { padding: '0.85rem 1rem', borderRadius: radii.md, background: colors.paper, borderTop: `3px solid ${colors.amber}` },
  strong: { display: 'block', color: colors.navy },
  span: { display: 'block', marginTop: '0.2rem', color: colors.inkMuted, fontSize: '0.95rem' },
});

function AppIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 8.5h18M7 16l3-3 2.5 2 4.5-4.5" />
    </svg>
  );
}

export interface LaunchpadFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  heading: string;
  text: string;
  /** What founders find in the app. */
  parts: readonly { title: string; text: string }[];
  partsLabel: string;
  copy: EmbedFrameCopy;
  /** Analytics category of the new-tab link. */
  category: string;
}

export function LaunchpadFrame({ src, title, heading, text, parts, partsLabel, copy, category }: LaunchpadFrameProps) {
  const grid = balancedGrid(parts.length, { base: 1, md: 3, lg: 3 });
  return (
    <EmbedFrame src={src} title={title} copy={copy} category={category} cta={{ category, label: copy.open }} frameSize={appSize}>
      <EmbedPosterHeader icon={<AppIcon />} heading={heading} text={text} />
      <ul css={[partList, grid.tracks]} aria-label={partsLabel}>
        {parts.map((part, index) => (
          <li key={part.title} css={grid.cell(index)}>
            <strong>{part.title}</strong>
            <span>{part.text}</span>
          </li>
        ))}
      </ul>
    </EmbedFrame>
  );
}
