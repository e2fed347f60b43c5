// The Launchpad app in a frame as tall as the window under the header, with a title for screen
// readers and a link that opens the app in a new tab, always visible.
//
// A page cannot tell that a frame was refused (a blocked origin, the app's own frame rules, a
// closed port): the browser shows its error page inside the frame and still fires `load`. So the
// link is always there, and what the page can tell it says: until the frame's `load` a loading
// state shows (drawn under the frame, so a painted app covers it even if `load` came before the
// island hydrated), and when no `load` comes within FRAME_TIMEOUT_MS a notice says the app has not
// appeared and points to the link.
import { useEffect, useState } from 'react';
import { css, keyframes } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { ExternalLink } from '@pv/shared/ui/links';
import { colors, layout, radii, shadows } from '@pv/shared/theme/tokens';

/** How long the frame may take to load before the page says it has not appeared. */
export const FRAME_TIMEOUT_MS = 8000;

/** The frame's height: the window under the fixed header, and never less than this. */
export const FRAME_MIN_HEIGHT = '36rem';

export interface LaunchpadFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  openLabel: string;
  loadingText: string;
  slowText: string;
  /** Analytics category of the link. */
  category: string;
}

type FrameState = 'loading' | 'loaded' | 'slow';

/** Whether the frame finished loading before the island could listen (the browser records it). */
function loadedBeforeHydration(src: string): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const url = new URL(src, window.location.href).href;
  return performance
    .getEntriesByType('resource')
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe' && entry.name === url);
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const barStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem 1.5rem',
  marginBottom: '1rem',
});

const noticeStyle = css({
  margin: 0,
  '&:not(:empty)': {
    flexBasis: '100%',
    padding: '0.85rem 1rem',
    borderRadius: radii.md,
    background: colors.dangerBg,
    color: colors.danger,
    fontWeight: 600,
  },
});

const frameBox = css({
  position: 'relative',
  height: `max(${FRAME_MIN_HEIGHT}, calc(100dvh - ${layout.headerHeight} - 2rem))`,
  borderRadius: radii.lg,
  overflow: 'hidden',
  background: colors.white,
  border: `1px solid ${colors.line}`,
  boxShadow: shadows.card,
});

const loadingLayer = css({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '1rem',
  padding: '1.5rem',
  textAlign: 'center',
  color: colors.inkMuted,
});

const spinner = css({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${colors.line}`,
  borderTopColor: colors.teal,
  animation: `${spin} 900ms linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

// Transparent until the app paints, so the loading state below shows through.
const frameStyle = css({ position: 'relative', display: 'block', width: '100%', height: '100%', border: 0, background: 'transparent' });

function LaunchpadFrame({ src, title, openLabel, loadingText, slowText, category }: LaunchpadFrameProps) {
  const [state, setState] = useState<FrameState>('loading');

  useEffect(() => {
    // The frame may have loaded before the island hydrated and could listen: the browser's record
    // of the load tells, once the time is up.
    const timer = window.setTimeout(
      () => setState((now) => (now !== 'loading' ? now : loadedBeforeHydration(src) ? 'loaded' : 'slow')),
      FRAME_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [src]);

  return (
    <div data-frame-state={state}>
      <div css={barStyle}>
        <ExternalLink href={src} category={category} cta={{ category, label: openLabel }} variant="ghost">
          {openLabel}
        </ExternalLink>
        <p role="status" css={noticeStyle}>
          {state === 'slow' ? slowText : ''}
        </p>
      </div>
      <div css={frameBox} aria-busy={state === 'loading'}>
        {state === 'loaded' ? null : (
          <div css={loadingLayer} aria-hidden="true">
            <span css={spinner} />
            <span>{loadingText}</span>
          </div>
        )}
        <iframe src={src} title={title} css={frameStyle} onLoad={() => setState('loaded')} />
      </div>
    </div>
  );
}

export default island('launchpad-frame', LaunchpadFrame);
