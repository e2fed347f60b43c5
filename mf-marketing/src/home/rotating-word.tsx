// "PREPARE 4" and a word that changes every `intervalMs`, in order, looping: a CSS animation, so
// nothing is hydrated for it. Screen readers get the whole phrase once (`spoken`), never the
// changes. Moving content needs a visible pause control: a button the shell's boot script starts
// (shared/src/motion/pause-control.ts), which also keeps the word still when the visitor asked for
// reduced motion. The server renders the first word, still; so does a page without JavaScript.
import { useId } from 'react';
import { css, keyframes } from '@emotion/react';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { MOTION_ATTRIBUTE, PAUSE_CONTROL_LABEL_ATTRIBUTE, pauseControlAttributes } from '@pv/shared/motion/pause-control';

export interface RotatingWordProps {
  lead: string;
  words: readonly string[];
  intervalMs: number;
  spoken: string;
  pauseLabel: string;
  playLabel: string;
  /** Completes the control's accessible name: "Pause the rotating word". */
  controlTarget: string;
}

/** How long a new word takes to rise into place. */
const RISE_MS = 350;

/**
 * One word's turn in a cycle of every word: it rises in, stays for its interval, then is hidden
 * until the cycle comes round. Each word runs it with a delay that puts it at its own turn.
 */
function cycleOf(count: number, intervalMs: number) {
  const cycleMs = count * intervalMs;
  const percent = (ms: number) => `${((ms / cycleMs) * 100).toFixed(4)}%`;
  return {
    cycleMs,
    animation: keyframes({
      '0%': { visibility: 'visible', opacity: 0, transform: 'translateY(0.25em)', animationTimingFunction: 'ease-out' },
      [percent(RISE_MS)]: { visibility: 'visible', opacity: 1, transform: 'none', animationTimingFunction: 'step-end' },
      [percent(intervalMs)]: { visibility: 'hidden', opacity: 1, transform: 'none' },
      '100%': { visibility: 'hidden', opacity: 1, transform: 'none' },
    }),
  };
}

const phraseStyle = css({
  margin: 0,
  fontFamily: fonts.heading,
  fontWeight: 700,
  lineHeight: 1.05,
  letterSpacing: '0.02em',
  color: colors.navy,
  fontSize: 'clamp(2rem, 9.5vw, 5.5rem)',
});

const visualStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  columnGap: '0.3em',
});

// Every word sits in the same cell, so the box is as wide as the longest one and nothing around it
// moves when the word changes. Still, the first word shows; moving, each shows at its turn (the
// first already risen, as the server showed it).
function stackStyle(count: number, intervalMs: number) {
  const { cycleMs, animation } = cycleOf(count, intervalMs);
  const turns = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `& > span:nth-of-type(${i + 1})`,
      { animationDelay: `${-(((count - i) % count) * intervalMs + RISE_MS)}ms` },
    ]),
  );
  return css({
    display: 'inline-grid',
    color: colors.teal,
    '& > span': { gridArea: '1 / 1', textAlign: 'center', visibility: 'hidden' },
    [`&[${MOTION_ATTRIBUTE}="still"] > span:first-of-type`]: { visibility: 'visible' },
    [`&[${MOTION_ATTRIBUTE}="playing"] > span, &[${MOTION_ATTRIBUTE}="paused"] > span`]: {
      animationName: animation,
      // Moving at all under reduced motion means the visitor pressed Play: at its own pace, not
      // the global styles' near-zero duration.
      animationDuration: `${cycleMs}ms !important`,
      animationIterationCount: 'infinite',
    },
    ...turns,
    [`&[${MOTION_ATTRIBUTE}="paused"] > span`]: { animationPlayState: 'paused' },
  });
}

const controlStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: 44,
  minWidth: 44,
  marginTop: '1.25rem',
  padding: '0.5rem 1rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  background: colors.white,
  color: colors.navy,
  fontWeight: 600,
  fontSize: '0.9rem',
  cursor: 'pointer',
  '&:hover': { borderColor: colors.navy },
  [mq.md]: { marginTop: '1.5rem' },
});

// Both icons are in the page; the state the script writes on the control picks the one shown:
// Play's while still or paused, Pause's while moving.
const iconStyle = css({
  '&[hidden]': { display: 'none' },
  [`&[${MOTION_ATTRIBUTE}="playing"] > svg:first-of-type, &:not([${MOTION_ATTRIBUTE}="playing"]) > svg:nth-of-type(2)`]: {
    display: 'none',
  },
});

function ControlIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M2.5 1.5h3v11h-3zM8.5 1.5h3v11h-3z" />}
    </svg>
  );
}

export function RotatingWord({ lead, words, intervalMs, spoken, pauseLabel, playLabel, controlTarget }: RotatingWordProps) {
  const wordsId = useId();
  return (
    <div>
      <p css={phraseStyle}>
        <span css={visualStyle} aria-hidden="true">
          <span>{lead}</span>
          <span id={wordsId} css={stackStyle(words.length, intervalMs)} data-testid="rotating-word" {...{ [MOTION_ATTRIBUTE]: 'still' }}>
            {words.map((word) => (
              <span key={word}>{word}</span>
            ))}
          </span>
        </span>
        <span className="visually-hidden">{spoken}</span>
      </p>
      {words.length > 1 ? (
        <button
          type="button"
          css={[controlStyle, iconStyle]}
          hidden
          {...pauseControlAttributes(wordsId, { pause: pauseLabel, play: playLabel, target: controlTarget })}
        >
          <ControlIcon paused />
          <ControlIcon paused={false} />
          <span {...{ [PAUSE_CONTROL_LABEL_ATTRIBUTE]: '' }}>{playLabel}</span>
        </button>
      ) : null}
    </div>
  );
}
