// A third-party page in a frame (the events calendar, the video, the Launchpad app), loaded only
// when the visitor asks for it. Until then, and whenever it does not arrive, a poster stands in its
// place: what the embed is and a button that loads it. A link under it opens the page in a new tab,
// with or without scripts, whether the frame shows or not.
//
// A page cannot see into a cross-origin frame: the browser fires `load` on its own error page too
// (an unreachable host, a refused port, a page that forbids framing), and the frame's timing entry
// says nothing without the provider's consent. So the frame loads hidden behind the poster and is
// shown only once two things are true: the provider answered a request of ours (a `no-cors` HEAD
// request: it fails when the host cannot be reached, and succeeds on any HTTP answer) and the frame
// fired `load`. Either missing after EMBED_TIMEOUT_MS, or the request failing, and the poster stays,
// says so, and offers to try again. docs/decisions/0017-embeds-click-to-load.md has the reasoning.
import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import type { CtaTracking } from '@pv/shared/analytics/link-clicks';
import { useHydrated } from '@pv/shared/islands/use-hydrated';
import { Button } from '@pv/shared/ui/button';
import { ExternalLink } from '@pv/shared/ui/links';
import { breakpoints, colors, mq, radii, shadows } from '@pv/shared/theme/tokens';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** How long the provider has to answer and the frame to load before the poster says it has not. */
export const EMBED_TIMEOUT_MS = 8000;

/**
 * Whether the provider answers from this browser: resolves on any HTTP answer (its status is hidden
 * from us), rejects when the host cannot be reached or the Content-Security-Policy's connect-src
 * refuses it, as its frame-src would refuse the frame. No cookies go with it.
 */
async function providerAnswers(src: string, signal: AbortSignal): Promise<void> {
  await fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
}

/** `poster`: not asked for. `loading`: asked for, hidden behind the poster. `shown`, or `failed`. */
type EmbedState = 'poster' | 'loading' | 'shown' | 'failed';

interface Progress {
  state: EmbedState;
  /** Each request of the frame mounts a new one. */
  attempt: number;
  answered: boolean;
  loaded: boolean;
}

type Step = { type: 'request' } | { type: 'answered' | 'loaded' | 'failed'; attempt: number };

function advance(progress: Progress, step: Step): Progress {
  if (step.type === 'request') return { state: 'loading', attempt: progress.attempt + 1, answered: false, loaded: false };
  // A late answer of an earlier attempt, or anything after the outcome, changes nothing.
  if (step.attempt !== progress.attempt || progress.state !== 'loading') return progress;
  if (step.type === 'failed') return { ...progress, state: 'failed' };
  const next = { ...progress, [step.type]: true };
  return next.answered && next.loaded ? { ...next, state: 'shown' } : next;
}

/** The frame's progress; `request` loads it (again). */
function useEmbedFrame(src: string) {
  const [progress, dispatch] = useReducer(advance, { state: 'poster', attempt: 0, answered: false, loaded: false });
  const { attempt } = progress;

  useEffect(() => {
    if (attempt === 0) return;
    const controller = new AbortController();
    const fail = () => dispatch({ type: 'failed', attempt });
    const timer = window.setTimeout(fail, EMBED_TIMEOUT_MS);
    providerAnswers(src, controller.signal).then(
      () => dispatch({ type: 'answered', attempt }),
      () => {
        if (!controller.signal.aborted) fail();
      },
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [src, attempt]);

  const request = useCallback(() => dispatch({ type: 'request' }), []);
  const onLoad = useCallback(() => dispatch({ type: 'loaded', attempt }), [attempt]);
  return { state: progress.state, attempt, request, onLoad };
}

/** What the poster's controls say. */
export interface EmbedFrameCopy {
  /** The button that loads the frame: "Show the calendar". */
  load: string;
  /** Announced while it loads: "Loading the calendar…". */
  loading: string;
  /** Said when it has not arrived: the provider unreachable, or not in time. */
  failed: string;
  /** The button after a failure. */
  retry: string;
  /** The link that opens the page in a new tab. */
  open: string;
}

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
  frameSize?: SerializedStyles;
  /** More of the box's style from the start (the video's aspect ratio). */
  boxStyle?: SerializedStyles;
  /** The frame's `allow` (autoplay for the video). */
  allow?: string;
  /** Called when the visitor asks for the frame (the video's play event). */
  onRequest?: () => void;
}

// The box does not clip (a box with an aspect ratio that clips would not grow with its poster's
// words); the poster and the frame round their own corners.
const box = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: radii.lg,
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

// Until the island is hydrated the button cannot work: it keeps its place, unseen, so nothing moves
// when it appears.
const notYet = css({ visibility: 'hidden' });

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

const frameStyle = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  borderRadius: 'inherit',
  background: colors.white,
  '[data-embed-state="loading"] > &': { visibility: 'hidden' },
});

// On phones the line about it takes the whole width under the symbol and the name.
const headerStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.75rem 1rem',
  alignItems: 'center',
  'h3, p': { margin: 0 },
  h3: { fontSize: 'clamp(1.2rem, 3vw, 1.45rem)', lineHeight: 1.25, textWrap: 'balance' },
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
 * The poster, and the frame once asked for: hidden behind the poster while it loads, shown when the
 * provider has answered and the frame has loaded, with the focus moved into it.
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
  onRequest,
}: EmbedFrameProps) {
  const hydrated = useHydrated();
  const { state, attempt, request, onLoad } = useEmbedFrame(src);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (state === 'shown') frame.current?.focus();
  }, [state]);

  const status = state === 'loading' ? copy.loading : state === 'failed' ? copy.failed : '';
  return (
    <div>
      <div css={[box, tones[tone], boxStyle, state !== 'poster' && frameSize]} data-embed-state={state}>
        <div css={[posterStyle, posterTones[tone]]}>
          {children}
          <div>
            <Button
              variant={tone === 'dark' ? 'primary' : 'secondary'}
              css={[loadButton, !hydrated && notYet]}
              aria-disabled={state === 'loading' || undefined}
              onClick={() => {
                if (state === 'loading') return;
                onRequest?.();
                request();
              }}
            >
              {loadIcon}
              {state === 'failed' ? copy.retry : copy.load}
            </Button>
            <p role="status" css={[statusStyle, tone === 'dark' && darkStatus]} data-tone={state}>
              {status}
            </p>
          </div>
        </div>
        {state === 'loading' || state === 'shown' ? (
          <iframe key={attempt} ref={frame} src={src} title={title} allow={allow} css={frameStyle} onLoad={onLoad} />
        ) : null}
      </div>
      <p css={linkRow}>
        <ExternalLink href={href} category={category} cta={cta}>
          {copy.open}
        </ExternalLink>
      </p>
    </div>
  );
}
