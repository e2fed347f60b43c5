// The behaviour of the page's embeds (shared/src/ui/embed-frame.tsx), without React: the shell's
// boot script starts it on every page, so a page whose embeds are its only interactive parts
// downloads no React (docs/decisions/0023-header-without-react.md).
//
// A page cannot see into a cross-origin frame: the browser fires `load` on its own error page too
// (an unreachable host, a refused port, a page that forbids framing), and the frame's timing entry
// says nothing without the provider's consent. So the frame loads hidden behind the poster and is
// shown only once two things are true: the provider answered a request of ours (a `no-cors` HEAD
// request: it fails when the host cannot be reached, and succeeds on any HTTP answer) and the frame
// fired `load`. Either missing after EMBED_TIMEOUT_MS, or the request failing, and the poster stays,
// says so, and offers to try again (docs/decisions/0017-embeds-click-to-load.md).
import { trackVideoPlay } from '@pv/shared/analytics/analytics';

/** How long the provider has to answer and the frame to load before the poster says it has not. */
export const EMBED_TIMEOUT_MS = 8000;

/** On the embed's root: its settings (EmbedSettings) as JSON. */
export const EMBED_ATTRIBUTE = 'data-embed-frame';
/** On the button that loads the frame. */
export const EMBED_LOAD_ATTRIBUTE = 'data-embed-load';
/** On the button's words, which become the retry's after a failure. */
export const EMBED_LABEL_ATTRIBUTE = 'data-embed-label';
/** On the box: `poster` (not asked for), `loading` (asked for, hidden behind the poster), `shown` or `failed`. */
export const EMBED_STATE_ATTRIBUTE = 'data-embed-state';

export type EmbedState = 'poster' | 'loading' | 'shown' | 'failed';

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

/** What the script needs to load the frame, written by the server on the embed's root. */
export interface EmbedSettings {
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The frame's `allow` (autoplay for the video). */
  allow?: string;
  copy: Pick<EmbedFrameCopy, 'load' | 'loading' | 'failed' | 'retry'>;
  /** Asking for the frame records a `video_play` with this category and label. */
  play?: { category: string; label: string };
}

/**
 * Whether the provider answers from this browser: resolves on any HTTP answer (its status is hidden
 * from us), rejects when the host cannot be reached or the Content-Security-Policy's connect-src
 * refuses it, as its frame-src would refuse the frame. No cookies go with it.
 */
async function providerAnswers(src: string, signal: AbortSignal): Promise<void> {
  await fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
}

function startEmbedFrame(root: HTMLElement): () => void {
  const settings = JSON.parse(root.getAttribute(EMBED_ATTRIBUTE) ?? 'null') as EmbedSettings | null;
  const box = root.querySelector<HTMLElement>(`[${EMBED_STATE_ATTRIBUTE}]`);
  const button = root.querySelector<HTMLButtonElement>(`[${EMBED_LOAD_ATTRIBUTE}]`);
  const label = button?.querySelector(`[${EMBED_LABEL_ATTRIBUTE}]`);
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!settings || !box || !button || !label || !status) {
    console.error('An embed is missing its settings or a part of its poster', root);
    return () => {};
  }
  const { copy } = settings;
  const win = root.ownerDocument.defaultView ?? window;
  const stateOf = () => box.getAttribute(EMBED_STATE_ATTRIBUTE) as EmbedState;
  const show = (state: EmbedState) => {
    box.setAttribute(EMBED_STATE_ATTRIBUTE, state);
    status.setAttribute('data-tone', state);
    status.textContent = state === 'loading' ? copy.loading : state === 'failed' ? copy.failed : '';
    label.textContent = state === 'failed' ? copy.retry : copy.load;
    if (state === 'loading') button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  };

  let attempt = 0;
  let endAttempt = () => {};
  const request = () => {
    if (stateOf() === 'loading') return;
    if (settings.play) trackVideoPlay(settings.play.category, settings.play.label);
    endAttempt();
    const current = ++attempt;
    const isCurrent = () => current === attempt && stateOf() === 'loading';
    const frame = root.ownerDocument.createElement('iframe');
    frame.src = settings.src;
    frame.title = settings.title;
    if (settings.allow) frame.allow = settings.allow;
    const controller = new AbortController();
    let answered = false;
    let loaded = false;
    const fail = () => {
      if (!isCurrent()) return;
      endAttempt();
      frame.remove();
      show('failed');
    };
    const progress = () => {
      if (!isCurrent() || !answered || !loaded) return;
      win.clearTimeout(timer);
      show('shown');
      frame.focus();
    };
    const timer = win.setTimeout(fail, EMBED_TIMEOUT_MS);
    endAttempt = () => {
      win.clearTimeout(timer);
      controller.abort();
    };
    frame.addEventListener('load', () => {
      loaded = true;
      progress();
    });
    show('loading');
    box.querySelector('iframe')?.remove();
    box.append(frame);
    providerAnswers(settings.src, controller.signal).then(
      () => {
        answered = true;
        progress();
      },
      () => {
        if (!controller.signal.aborted) fail();
      },
    );
  };

  button.addEventListener('click', request);
  root.setAttribute('data-scripted', '');
  return () => {
    button.removeEventListener('click', request);
    endAttempt();
    root.removeAttribute('data-scripted');
  };
}

/** Starts every embed in `root`; returns what stops them. */
export function startEmbedFrames(root: Document | HTMLElement = document): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>(`[${EMBED_ATTRIBUTE}]`)].map(startEmbedFrame);
  return () => stops.forEach((stop) => stop());
}
