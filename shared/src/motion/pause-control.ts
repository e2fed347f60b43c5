// The pause control of an animation made in CSS (the home page's rotating word), without React, so
// nothing is hydrated for it (docs/decisions/0018-hydration-strategies.md). The server renders the
// animated element still (`data-motion="still"`: its first frame) and the control `hidden`; the
// shell's boot script (startPauseControls) shows the control and starts the animation, unless the
// visitor asked for reduced motion: then it stays still until they press Play. Their own choice
// wins over the preference, which is followed until they make one. Without JavaScript the element
// stays still and there is no control to press.

/** On the animated element and its control: `still` (its first frame, no animation), `playing` or `paused`. */
export const MOTION_ATTRIBUTE = 'data-motion';
export type MotionState = 'still' | 'playing' | 'paused';

/** On the control, a `<button>`: the id of the element it plays and pauses. */
export const PAUSE_CONTROL_ATTRIBUTE = 'data-pause-control';

/** The control's words: its visible label is `Pause` or `Play`, its name that and what it moves. */
export interface PauseControlLabels {
  pause: string;
  play: string;
  /** Completes the name: "Pause the rotating word". */
  target: string;
}

/** The control's attributes as the server writes them; `labels` is what the script reads back. */
export const pauseControlAttributes = (targetId: string, labels: PauseControlLabels) => ({
  [PAUSE_CONTROL_ATTRIBUTE]: targetId,
  'data-labels': JSON.stringify(labels),
  'aria-label': `${labels.play} ${labels.target}`,
});

/** The element inside the control that shows its word. */
export const PAUSE_CONTROL_LABEL_ATTRIBUTE = 'data-pause-label';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function startControl(control: HTMLButtonElement, win: Window) {
  const target = control.ownerDocument.getElementById(control.getAttribute(PAUSE_CONTROL_ATTRIBUTE) ?? '');
  if (!target) return;
  const labels = JSON.parse(control.dataset.labels ?? '{}') as PauseControlLabels;
  const show = (state: MotionState) => {
    target.setAttribute(MOTION_ATTRIBUTE, state);
    control.setAttribute(MOTION_ATTRIBUTE, state);
    const word = state === 'playing' ? labels.pause : labels.play;
    control.setAttribute('aria-label', `${word} ${labels.target}`);
    const label = control.querySelector(`[${PAUSE_CONTROL_LABEL_ATTRIBUTE}]`);
    if (label) label.textContent = word;
  };
  let chosen = false;
  const reducedMotion = typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION) : null;
  show(reducedMotion?.matches ? 'still' : 'playing');
  reducedMotion?.addEventListener('change', () => {
    if (chosen) return;
    show(reducedMotion.matches ? 'paused' : 'playing');
  });
  control.addEventListener('click', () => {
    chosen = true;
    show(target.getAttribute(MOTION_ATTRIBUTE) === 'playing' ? 'paused' : 'playing');
  });
  control.hidden = false;
}

/** Starts every pause control of the page. */
export function startPauseControls(doc: Document = document, win: Window = window) {
  for (const control of doc.querySelectorAll<HTMLButtonElement>(`button[${PAUSE_CONTROL_ATTRIBUTE}]`)) startControl(control, win);
}
