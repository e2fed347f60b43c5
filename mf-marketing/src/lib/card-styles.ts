// The card look of the events, community, resources and partner pages: a white panel on the paper
// page, its heading, a small label above it, a line of facts, a chip list, a checklist.
import { css } from '@emotion/react';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { raisedPanel } from '@pv/shared/ui/surfaces';

export const card = css(raisedPanel, {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '1.5rem',
  '& > *': { margin: 0 },
  '& > h3, & > header h3': { fontSize: '1.25rem', margin: 0 },
  '& p': { margin: 0 },
});

/** A card's heading set in the heading face, where the card's own `h3` rule does not reach (an `h4`). */
export const cardTitle = css({ fontFamily: fonts.heading, color: colors.navy, fontSize: '1.2rem', lineHeight: 1.25, margin: 0 });

/** A card's closing row of actions, pushed to the bottom so the actions of a row line up. */
export const cardActions = css({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center', marginTop: 'auto' });

/** The small label above a card's heading ("Workshops", "Past event"). */
export const cardLabel = css({
  alignSelf: 'flex-start',
  padding: '0.2rem 0.65rem',
  borderRadius: radii.pill,
  background: colors.tealLight,
  color: '#0B5E55',
  fontSize: '0.78rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/** Facts about a card as a description list: term, then value, on one line each. */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '0.3rem 0.9rem',
  margin: 0,
  fontSize: '0.92rem',
  dt: { color: colors.inkMuted, fontWeight: 600 },
  dd: { margin: 0, color: colors.ink },
});

export const chipList = css({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', listStyle: 'none', margin: 0, padding: 0 });

export const chip = css({
  display: 'inline-flex',
  padding: '0.2rem 0.6rem',
  borderRadius: radii.pill,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  color: colors.ink,
  fontSize: '0.82rem',
  fontWeight: 600,
});

/** A list with a teal tick before each item. */
export const checkList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.55rem',
  li: { position: 'relative', paddingLeft: '1.75rem' },
  'li::before': {
    content: '""',
    position: 'absolute',
    left: '0.2rem',
    top: '0.45em',
    width: '0.7rem',
    height: '0.4rem',
    borderLeft: `2px solid ${colors.teal}`,
    borderBottom: `2px solid ${colors.teal}`,
    transform: 'rotate(-45deg)',
  },
});

/** A large figure in a card: "200+". */
export const cardFigure = css({ fontFamily: fonts.heading, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1, color: colors.navy });

/** Numbered steps in a row of cards: the number in a navy disc. */
export const stepNumber = css({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  background: colors.navy,
  color: colors.white,
  fontWeight: 700,
});

/** Two columns from the large breakpoint: text beside something. */
export const splitLayout = css({
  display: 'grid',
  gap: '2rem',
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: '3.5rem' },
});

/** Paragraphs of running text beside or under a section heading. */
export const bodyText = css({ maxWidth: '62ch', fontSize: '1.05rem', p: { margin: '0 0 1rem' } });
