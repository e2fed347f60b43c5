// The video (the configured video URL) as a poster until the visitor asks for it: Play records the
// video play event and loads the player, which starts at once; the poster stays until the player
// has arrived, and says so if it does not (@pv/shared/ui/embed-frame: server HTML the boot script
// drives, no React). A link opens the video in a new tab, scripts or not.
import { css } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { EmbedFrame } from '@pv/shared/ui/embed-frame';
import type { EmbedFrameCopy } from '@pv/shared/ui/embed-frames';
import { breakpoints, colors, fonts, mq } from '@pv/shared/theme/tokens';

/** The analytics category of the play event. */
export const VIDEO_CATEGORY = 'Events Video';

/** The embed URL with autoplay on: the visitor has just asked for the video. */
export function autoplayUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('autoplay', '1');
  return parsed.toString();
}

// 16:9 like the player, taller when the poster's words need it; a click anywhere on the poster is a
// click on Play.
const videoBox = css({
  aspectRatio: '16 / 9',
  'button::after': { content: '""', position: 'absolute', inset: 0 },
  '[role="status"]': { position: 'relative', zIndex: 1 },
  '&:has(button:hover) [data-play]': { transform: 'translate(-50%, -50%) scale(1.06)' },
});

// From the medium breakpoint, where the poster has room for it above the words.
const playMark = css({
  display: 'none',
  position: 'absolute',
  top: '40%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  placeItems: 'center',
  width: 88,
  height: 88,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.14)',
  border: '2px solid rgba(255, 255, 255, 0.5)',
  color: colors.white,
  transition: 'transform 150ms ease',
  [mq.md]: { display: 'grid' },
});

const backdrop = css({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

const titleStyle = css({
  position: 'relative',
  margin: 0,
  fontFamily: fonts.heading,
  fontSize: 'clamp(1.2rem, 3vw, 1.6rem)',
  fontWeight: 700,
  color: colors.white,
});

// On phones the poster has room for the title only.
const descriptionStyle = css({
  position: 'relative',
  margin: '-0.75rem 0 0',
  maxWidth: '46ch',
  color: 'rgba(255, 255, 255, 0.85)',
  [`@media (max-width: ${breakpoints.md - 0.02}px)`]: { display: 'none' },
});

function PlayIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
    </svg>
  );
}

/** Soft circles behind the title: a picture of a gathering without a photograph. */
function Backdrop() {
  return (
    <svg css={backdrop} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {[
        [40, 60, 18],
        [92, 44, 14],
        [150, 70, 20],
        [214, 48, 15],
        [270, 76, 19],
        [66, 118, 16],
        [128, 132, 13],
        [196, 120, 17],
        [252, 140, 12],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="rgba(255, 255, 255, 0.05)" />
      ))}
    </svg>
  );
}

export interface EventVideoProps {
  title: string;
  description: string;
  frameTitle: string;
  copy: EmbedFrameCopy;
}

export function EventVideo({ title, description, frameTitle, copy }: EventVideoProps) {
  const { urls } = useSiteConfig();
  return (
    <EmbedFrame
      src={autoplayUrl(urls.video)}
      href={urls.video}
      title={frameTitle}
      copy={copy}
      category={VIDEO_CATEGORY}
      tone="dark"
      loadIcon={<PlayIcon />}
      boxStyle={videoBox}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      play={{ category: VIDEO_CATEGORY, label: title }}
    >
      <Backdrop />
      <span css={playMark} data-play="" aria-hidden="true">
        <PlayIcon size={32} />
      </span>
      <h3 css={titleStyle}>{title}</h3>
      <p css={descriptionStyle}>{description}</p>
    </EmbedFrame>
  );
}
