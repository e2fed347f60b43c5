// A program's facts as terms and details ("Price": the price from the program data): a definition
// list laid out as tiles, one column on phones, two from the medium breakpoint, up to four a row on
// desktops, with no row left with a hole (balanced-grid.ts); or one column wherever it is (`stacked`).
import { css } from '@emotion/react';
import type { Surface } from '@pv/shared/ui/eyebrow';
import { colors, fonts, radii } from '@pv/shared/theme/tokens';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';

export interface Fact {
  term: string;
  detail: string;
}

const listStyle = (on: Surface) =>
  css({
    margin: 0,
    display: 'grid',
    gap: '0.75rem 1rem',
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

interface FactListProps {
  facts: readonly Fact[];
  on?: Surface;
  label?: string;
  stacked?: boolean;
}

export function FactList({ facts, on = 'light', label, stacked = false }: FactListProps) {
  const grid = balancedGrid(facts.length, stacked ? { base: 1, md: 1, lg: 1 } : { base: 1, md: 2, lg: 4 });
  return (
    <dl css={[listStyle(on), grid.tracks]} aria-label={label}>
      {facts.map((fact, index) => (
        <div key={fact.term} css={grid.cell(index)}>
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
