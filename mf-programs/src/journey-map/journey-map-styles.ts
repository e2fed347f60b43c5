// The journey map's styles: the progress row, the map, the markers at their points, the cards.
import { css } from '@emotion/react';
import { colors, fonts, mq, radii, shadows } from '@pv/shared/theme/tokens';
import type { Destination } from './journey-map-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** A marker's diameter in px: a touch target. */
const PIN_SIZE = 48;

/** Between a marker and its card. */
const CARD_GAP = '0.5rem';

/** How long the map fades out before it navigates (docs/behaviour.md, "Journey map screen"). */
export const FADE_MS = 800;

export const rootStyle = css({ transition: `opacity ${FADE_MS}ms ease`, willChange: 'opacity', '&[data-leaving]': { opacity: 0 } });

export const progressStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  margin: '0 0 1rem',
  fontWeight: 600,
  color: colors.navy,
  strong: { fontFamily: fonts.heading, fontSize: '1.3rem' },
});

export const dotsStyle = css({ display: 'flex', gap: '0.35rem' });

export const dotStyle = css({
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${colors.teal}`,
  '&[data-visited]': { background: colors.teal },
});

export const mapStyle = css(raisedPanel, {
  position: 'relative',
  aspectRatio: '3 / 4',
  background: `radial-gradient(circle at 50% 52%, #FFFFFF 0, ${colors.tealLight} 70%)`,
  [mq.sm]: { aspectRatio: '4 / 3' },
  // Whole on the screen of a desktop.
  [mq.lg]: { aspectRatio: 'auto', height: 'clamp(30rem, calc(100dvh - 8rem), 42rem)' },
});

export const listStyle = css({ listStyle: 'none', margin: 0, padding: 0 });

// A destination's place is a point; its marker and card are drawn around it. Nothing here is
// transformed, so that on phones the card can be fixed to the screen.
export const placeStyle = css({
  position: 'absolute',
  left: 'var(--x)',
  top: 'var(--y)',
  width: 0,
  height: 0,
  zIndex: 1,
  '&[data-active]': { zIndex: 3 },
});

/** Where a destination sits and its colour, as the custom properties the marker styles read. */
export const placeOf = (destination: Destination) =>
  css({ '--x': `${destination.position.x}%`, '--y': `${destination.position.y}%`, '--color': destination.color });

export const markerStyle = css({
  position: 'absolute',
  left: 0,
  top: 0,
  // The pin's centre on the point; its label hangs below.
  transform: `translate(-50%, -${PIN_SIZE / 2}px)`,
  width: 'max-content',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.3rem',
  color: colors.navy,
  textDecoration: 'none',
  borderRadius: radii.md,
  '&:focus-visible': { outlineOffset: '4px' },
});

export const pinStyle = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: PIN_SIZE,
  height: PIN_SIZE,
  borderRadius: '50%',
  background: 'var(--color)',
  color: colors.white,
  border: `3px solid ${colors.white}`,
  boxShadow: shadows.raised,
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  '[data-active] &': { transform: 'scale(1.15)', boxShadow: `0 0 0 4px ${colors.amber}, ${shadows.raised}` },
});

export const badgeStyle = css({
  position: 'absolute',
  top: -6,
  right: -6,
  width: 20,
  height: 20,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: colors.teal,
  border: `2px solid ${colors.white}`,
  // Shown once its destination is visited (journey-map.tsx): `hidden` against `display: grid`.
  '&[hidden]': { display: 'none' },
});

export const labelStyle = css({
  maxWidth: '6.5rem',
  padding: '0.1rem 0.45rem',
  borderRadius: radii.sm,
  background: 'rgba(255, 255, 255, 0.92)',
  fontSize: '0.72rem',
  fontWeight: 700,
  lineHeight: 1.25,
  textAlign: 'center',
  [mq.md]: { maxWidth: 'none', whiteSpace: 'nowrap', fontSize: '0.85rem' },
});

export const cardStyle = css({
  position: 'fixed',
  left: '1rem',
  right: '1rem',
  bottom: '1rem',
  zIndex: 40,
  padding: '1.1rem 1.15rem 1.2rem',
  background: colors.white,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  border: `1px solid ${colors.line}`,
  textAlign: 'left',
  h3: { margin: '0 2.5rem 0.4rem 0', fontSize: '1.2rem' },
  p: { margin: '0 0 0.9rem', color: colors.inkMuted, fontSize: '0.95rem', lineHeight: 1.55 },
  // From the medium breakpoint: beside the marker, below its label or above its pin, towards the
  // middle of the map; a strip as wide as the card bridges the gap, so the pointer can move from
  // the marker onto the card without leaving the destination.
  [mq.md]: {
    position: 'absolute',
    left: 'auto',
    right: 'auto',
    bottom: 'auto',
    width: '18rem',
    '[data-x="start"] > &': { left: -PIN_SIZE / 2 },
    '[data-x="end"] > &': { right: -PIN_SIZE / 2 },
    '[data-y="down"] > &': { top: `calc(${PIN_SIZE / 2}px + ${CARD_GAP} + 1.9rem)` },
    '[data-y="up"] > &': { bottom: `calc(${PIN_SIZE / 2}px + ${CARD_GAP})` },
    '&::before': { content: '""', position: 'absolute', left: 0, right: 0, height: `calc(${CARD_GAP} + 2px)` },
    '[data-y="down"] > &::before': { bottom: '100%' },
    '[data-y="up"] > &::before': { top: '100%' },
    h3: { marginRight: 0 },
  },
});

export const closeStyle = css({
  position: 'absolute',
  top: '0.4rem',
  right: '0.4rem',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: colors.inkMuted,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  [mq.md]: { display: 'none' },
});

export const visitedNote = css({ marginLeft: '0.75rem', fontSize: '0.85rem', fontWeight: 600, color: colors.teal });
