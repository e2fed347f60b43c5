// The embedded video (the configured video URL) behind a preview: nothing of the video site loads
// until the visitor asks for it. Play records the video play event and swaps the preview for the
// player, which starts at once and takes the focus. Before scripts run the preview is a link that
// opens the video in a new tab.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { trackVideoPlay } from '@pv/shared/analytics/analytics';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { island } from '@pv/shared/islands/island';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { ExternalLink } from '@pv/shared/ui/links';
import { breakpoints, colors, fonts, mq, radii, shadows } from '@pv/shared/theme/tokens';

/** The analytics category of the play event. */
export const VIDEO_CATEGORY = 'Events Video';

/** The embed URL with autoplay on: the visitor has just asked for the video. */
export function autoplayUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('autoplay', '1');
  return parsed.toString();
}

const frameBox = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  borderRadius: radii.lg,
  overflow: 'hidden',
  background: colors.navyDeep,
  boxShadow: shadows.card,
});

const fill = css({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

const previewStyle = css(fill, {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: '0.35rem',
  padding: '1.25rem',
  background: `radial-gradient(120% 90% at 85% 10%, ${colors.navySoft} 0%, ${colors.navy} 55%, ${colors.navyDeep} 100%)`,
  color: colors.white,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  font: 'inherit',
  '&:hover, &:focus-visible': { color: colors.white },
  '&:hover [data-play], &:focus-visible [data-play]': { background: '#FFB94A', transform: 'translate(-50%, -50%) scale(1.06)' },
  [mq.md]: { padding: '2rem' },
});

const playStyle = css({
  position: 'absolute',
  top: '38%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: colors.amber,
  color: colors.navyDeep,
  transition: 'transform 150ms ease, background-color 150ms ease',
  [mq.md]: { top: '42%', width: 88, height: 88 },
});

const titleStyle = css({
  position: 'relative',
  fontFamily: fonts.heading,
  fontSize: 'clamp(1.2rem, 3vw, 1.6rem)',
  fontWeight: 700,
});

// On phones the frame has room for the title only; the description stays in the button's name.
const descriptionStyle = css({
  position: 'relative',
  maxWidth: '46ch',
  color: 'rgba(255, 255, 255, 0.85)',
  fontSize: '0.95rem',
  [`@media (max-width: ${breakpoints.md - 0.02}px)`]: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
  },
});

function PlayIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

/** Soft circles behind the title: a picture of a gathering without a photograph. */
function Backdrop() {
  return (
    <svg css={fill} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
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

function PreviewContent({ title, description, play }: { title: string; description: string; play: string }): ReactNode {
  return (
    <>
      <Backdrop />
      <span data-play="" css={playStyle}>
        <PlayIcon />
      </span>
      <span css={titleStyle}>{title}</span>
      <span css={descriptionStyle}>{description}</span>
      <span className="visually-hidden">{play}</span>
    </>
  );
}

export interface EventVideoProps {
  title: string;
  description: string;
  /** The accessible name's verb: "Play the video". */
  play: string;
  frameTitle: string;
}

function EventVideo({ title, description, play, frameTitle }: EventVideoProps) {
  const { urls } = useSiteConfig();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  let content: ReactNode;
  if (playing) {
    content = (
      <iframe
        ref={frame}
        src={autoplayUrl(urls.video)}
        title={frameTitle}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        css={fill}
      />
    );
  } else if (hydrated) {
    content = (
      <button
        type="button"
        css={previewStyle}
        onClick={() => {
          trackVideoPlay(VIDEO_CATEGORY, title);
          setPlaying(true);
        }}
      >
        <PreviewContent title={title} description={description} play={play} />
      </button>
    );
  } else {
    content = (
      <ExternalLink href={urls.video} category={VIDEO_CATEGORY} css={previewStyle}>
        <PreviewContent title={title} description={description} play={play} />
      </ExternalLink>
    );
  }
  return (
    <div css={frameBox} data-video={playing ? 'playing' : 'preview'}>
      {content}
    </div>
  );
}

export default island('event-video', EventVideo);
