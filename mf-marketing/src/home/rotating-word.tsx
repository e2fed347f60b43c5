// "PREPARE 4" and a word that changes every `intervalMs`, in order, looping. The server renders
// the first word. Screen readers get the whole phrase once (`spoken`), never the changes. Moving
// content needs a visible pause control; with reduced motion asked for, it starts paused.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { css, keyframes } from '@emotion/react';
import { island } from '@pv/shared/islands/island';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

function subscribeToReducedMotion(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion. The server cannot know: it renders as if not, and
 * the browser takes the preference right after hydrating (and follows changes to it).
 */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.25em)' }, to: { opacity: 1, transform: 'none' } });

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
// moves when the word changes.
const stackStyle = css({
  display: 'inline-grid',
  color: colors.teal,
  '& > span': { gridArea: '1 / 1', textAlign: 'center', visibility: 'hidden' },
  '& > span[data-current]': { visibility: 'visible', animation: `${rise} 350ms ease-out` },
});

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

function ControlIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M2.5 1.5h3v11h-3zM8.5 1.5h3v11h-3z" />}
    </svg>
  );
}

function RotatingWord({ lead, words, intervalMs, spoken, pauseLabel, playLabel, controlTarget }: RotatingWordProps) {
  const [index, setIndex] = useState(0);
  // The visitor's own choice wins; until they make one, less motion asked for means a still word.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = choice === null ? reducedMotion : choice === 'pause';

  useEffect(() => {
    if (paused || words.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [paused, words.length, intervalMs]);

  const label = paused ? playLabel : pauseLabel;
  return (
    <div>
      <p css={phraseStyle}>
        <span css={visualStyle} aria-hidden="true">
          <span>{lead}</span>
          <span css={stackStyle} data-testid="rotating-word">
            {words.map((word, i) => (
              <span key={word} data-current={i === index || undefined}>
                {word}
              </span>
            ))}
          </span>
        </span>
        <span className="visually-hidden">{spoken}</span>
      </p>
      <button
        type="button"
        css={controlStyle}
        aria-label={`${label} ${controlTarget}`}
        onClick={() => setChoice(paused ? 'play' : 'pause')}
      >
        <ControlIcon paused={paused} />
        {label}
      </button>
    </div>
  );
}

export default island('rotating-word', RotatingWord);
