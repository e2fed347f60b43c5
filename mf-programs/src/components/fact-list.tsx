// A program's facts as terms and details ("Price": the price from the program data): a definition
// list laid out as tiles, one column on phones, two from the small breakpoint, rows of three or four
// on desktops.
import { css } from '@emotion/react';
import type { Surface } from '@pv/shared/ui/eyebrow';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';

export interface Fact {
  term: string;
  detail: string;
}

const listStyle = (on: Surface, count: number) =>
  css({
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '0.75rem',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1rem' },
    // Rows of equal length: six facts as two rows of three, four as one row.
    [mq.lg]: { gridTemplateColumns: `repeat(${count % 3 === 0 ? 3 : Math.min(count, 4)}, minmax(0, 1fr))` },
    '& > div': {
      padding: '1rem 1.15rem',
      borderRadius: radii.md,
      background: on === 'dark' ? 'rgba(255, 255, 255, 0.06)' : colors.white,
      border: `1px solid ${on === 'dark' ? 'rgba(255, 255, 255, 0.16)' : colors.line}`,
    },
    dt: {
      fontSize: '0.78rem',
      fontWeight: 700,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: on === 'dark' ? colors.amber : colors.teal,
      marginBottom: '0.35rem',
    },
    dd: {
      margin: 0,
      fontFamily: fonts.heading,
      fontSize: '1.2rem',
      lineHeight: 1.3,
      color: on === 'dark' ? colors.white : colors.navy,
    },
  });

export function FactList({ facts, on = 'light', label }: { facts: readonly Fact[]; on?: Surface; label?: string }) {
  return (
    <dl css={listStyle(on, facts.length)} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
