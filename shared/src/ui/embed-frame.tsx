// A third-party page in a frame (the events calendar, the video, the Launchpad app), loaded only
// when the visitor asks for it. Until then, and whenever it does not arrive, a poster stands in its
// place: what the embed is and a button that loads it. A link under it opens the page in a new tab,
// with or without scripts, whether the frame shows or not.
//
// This is the poster's server HTML, with what the frame needs in one attribute; the boot script
// loads the frame on request (@pv/shared/ui/embed-frames, no React), so a page with embeds
// downloads no React for them (docs/decisions/0023-header-without-react.md).
// docs/decisions/0017-embeds-click-to-load.md has why the frame is shown only once its provider
// has answered.
import type { ReactNode } from 'react';
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { CtaTracking } from '@pv/shared/analytics/link-clicks';
import { Button } from '@pv/shared/ui/button';
import {
  EMBED_ATTRIBUTE,
  EMBED_LABEL_ATTRIBUTE,
  EMBED_LOAD_ATTRIBUTE,
  type EmbedFrameCopy,
  type EmbedSettings,
} from '@pv/shared/ui/embed-frames';
import { ExternalLink } from '@pv/shared/ui/links';
import { breakpoints, colors, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export interface EmbedFrameProps {
  /** The frame's URL. */
  src: string;
  /** Where the new-tab link goes, when not to `src`. */
  href?: string;
  /** The frame's accessible name. */
  title: string;
  copy: EmbedFrameCopy;
  /** Analytics category of the new-tab link (an `external_link_click`). */
  category: string;
  /** The new-tab link is also a call to action (a `cta_click`). */
  cta?: CtaTracking;
  /** What the embed is: the poster's own content, above its controls. */
  children: ReactNode;
  /** `light` on the paper or white page; `dark`: a navy poster (the video). */
  tone?: 'light' | 'dark';
  /** Drawn before the load button's words (a play symbol). */
  loadIcon?: ReactNode;
  /** The box's size once the frame is asked for (a min-height), set at the click so nothing moves later. */
  frameSize?: CSSObject;
  /** More of the box's style from the start (the video's aspect ratio). */
  boxStyle?: SerializedStyles;
  /** The frame's `allow` (autoplay for the video). */
  allow?: string;
  /** Asking for the frame records a `video_play` with this category and label. */
  play?: EmbedSettings['play'];
}

// The box does not clip (a box with an aspect ratio that clips would not grow with its poster's
// words); the poster and the frame round their own corners.
const box = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radii.lg,
  // The frame the script adds: over the poster, hidden until it has arrived.
  '& > iframe': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 0,
    borderRadius: 'inherit',
    background: colors.white,
  },
  '&[data-embed-state="loading"] > iframe': { visibility: 'hidden' },
});

const tones = {
  light: css(raisedPanel, {
    background: `radial-gradient(110% 80% at 100% 0%, ${colors.tealLight} 0%, rgba(204, 242, 236, 0) 55%), ${colors.white}`,
    color: colors.ink,
  }),
  dark: css({
    background: `radial-gradient(120% 90% at 85% 10%, ${colors.navySoft} 0%, ${colors.navy} 55%, ${colors.navyDeep} 100%)`,
    boxShadow: shadows.card,
    color: colors.white,
  }),
} as const;

const posterStyle = css({
  position: 'relative',
  flex: '1 0 auto',
  borderRadius: 'inherit',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '1.25rem',
  padding: '1.5rem 1.25rem',
  [mq.md]: { padding: '2rem 2.25rem' },
  '[data-embed-state="shown"] > &': { visibility: 'hidden' },
});

// A dark poster's words sit at the bottom, under its picture (the video's still), closer to the
// edge on phones.
const posterTones = {
  light: undefined,
  dark: css({ justifyContent: 'flex-end', padding: '1rem 1.25rem', [mq.md]: { padding: '2rem' } }),
} as const;

// A target of at least 44 px, like every button.
const linkRow = css({ margin: '0.5rem 0 0', fontWeight: 600, a: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } });

// The width of a phone's poster, so its words stay on one line.
const loadButton = css({ [`@media (max-width: ${breakpoints.sm - 0.02}px)`]: { width: '100%' } });

// Until the boot script has started the embed the button cannot work: it keeps its place, unseen,
// so nothing moves when it appears. Without JavaScript the link below stands in for it.
const notYet = css({ [`&:not([data-scripted]) [${EMBED_LOAD_ATTRIBUTE}]`]: { visibility: 'hidden' } });

// Always in the page, so screen readers announce what it comes to say; empty, it takes no room.
const statusStyle = css({
  margin: 0,
  '&:not(:empty)': { marginTop: '1rem' },
  '&[data-tone="failed"]': {
    padding: '0.75rem 1rem',
    borderLeft: `4px solid ${colors.amber}`,
    borderRadius: radii.sm,
    background: colors.paper,
    color: colors.ink,
    fontWeight: 600,
  },
});

const darkStatus = css({ '&[data-tone="failed"]': { background: 'rgba(255, 255, 255, 0.12)', color: colors.white } });

// On phones the line about it takes the whole width under the symbol and the name.
const headerStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.75rem 1rem',
  alignItems: 'center',
  'h3, p': { margin: 0 },
  h3: { fontSize: 'clamp(1.2rem, 3vw, 1.45rem)', lineHeight: 1.25, textWrapStyle: 'balance' },
  p: { gridColumn: '1 / -1' },
  [mq.md]: { gap: '0.25rem 1rem', alignItems: 'start', p: { gridColumn: 2 } },
});

const iconTile = css({
  [mq.md]: { gridRow: 'span 2' },
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  borderRadius: radii.md,
  background: colors.navy,
  color: colors.amber,
  svg: { width: 26, height: 26 },
});

const headerText = css({ color: colors.inkMuted, maxWidth: '60ch' });

/** The top of a light poster: a symbol of what the embed is, its name and a line about it. */
export function EmbedPosterHeader({ icon, heading, text }: { icon: ReactNode; heading: string; text: string }) {
  return (
    <div css={headerStyle}>
      <span css={iconTile} aria-hidden="true">
        {icon}
      </span>
      <h3>{heading}</h3>
      <p css={headerText}>{text}</p>
    </div>
  );
}

/**
 * The poster, with what the boot script needs to load the frame once asked for (hidden behind the
 * poster while it loads, shown when the provider has answered and the frame has loaded).
 */
export function EmbedFrame({
  src,
  href = src,
  title,
  copy,
  category,
  cta,
  children,
  tone = 'light',
  loadIcon,
  frameSize,
  boxStyle,
  allow,
  play,
}: EmbedFrameProps) {
  const settings: EmbedSettings = {
    src,
    title,
    allow,
    copy: { load: copy.load, loading: copy.loading, failed: copy.failed, retry: copy.retry },
    play,
  };
  return (
    <div css={notYet} {...{ [EMBED_ATTRIBUTE]: JSON.stringify(settings) }}>
      <div css={[box, tones[tone], boxStyle, frameSize && { '&:not([data-embed-state="poster"])': frameSize }]} data-embed-state="poster">
        <div css={[posterStyle, posterTones[tone]]}>
          {children}
          <div>
            <Button variant={tone === 'dark' ? 'primary' : 'secondary'} css={loadButton} {...{ [EMBED_LOAD_ATTRIBUTE]: '' }}>
              {loadIcon}
              <span {...{ [EMBED_LABEL_ATTRIBUTE]: '' }}>{copy.load}</span>
            </Button>
            <p role="status" css={[statusStyle, tone === 'dark' && darkStatus]} data-tone="poster" />
          </div>
        </div>
      </div>
      <p css={linkRow}>
        <ExternalLink href={href} category={category} cta={cta}>
          {copy.open}
        </ExternalLink>
      </p>
    </div>
  );
}
