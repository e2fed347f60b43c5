// Figures with what they count ("70K+ community members"): large figure, small label, read by a
// screen reader as one phrase, figure first, in the words `spoken` gives where symbols would be
// read badly ("$483M+").
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import type { Surface } from '@pv/shared/ui/eyebrow';
import { colors, fonts, mq, radii } from '@pv/shared/theme/tokens';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';

export interface Stat {
  figure: string;
  label: string;
  /** The figure in words for screen readers, e.g. "More than 483 million dollars". */
  spoken?: string;
}

const listStyle = (on: Surface) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '1rem',
    [mq.md]: { gap: '1.5rem' },
    '& > li': {
      padding: '1.25rem 1rem',
      borderRadius: radii.md,
      background: on === 'dark' ? 'rgba(255, 255, 255, 0.06)' : colors.white,
      border: `1px solid ${on === 'dark' ? 'rgba(255, 255, 255, 0.14)' : colors.line}`,
      [mq.md]: { padding: '1.5rem 1.25rem' },
    },
  });

const phrase = css({ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.35rem' });

const figureStyle = (on: Surface) =>
  css({
    fontFamily: fonts.heading,
    fontSize: 'clamp(1.9rem, 5vw, 2.6rem)',
    lineHeight: 1.05,
    color: on === 'dark' ? colors.amber : colors.navy,
    fontVariantNumeric: 'tabular-nums',
  });

const labelStyle = (on: Surface) =>
  css({ fontSize: '0.95rem', lineHeight: 1.4, color: on === 'dark' ? 'rgba(255, 255, 255, 0.85)' : colors.inkMuted });

function Figure({ stat, on }: { stat: Stat; on: Surface }): ReactNode {
  if (!stat.spoken) return <span css={figureStyle(on)}>{stat.figure}</span>;
  return (
    <>
      <span css={figureStyle(on)} aria-hidden="true">
        {stat.figure}
      </span>
      <span className="visually-hidden">{stat.spoken}</span>
    </>
  );
}

export interface StatTilesProps {
  stats: readonly Stat[];
  /** The surface the tiles sit on (default light). */
  on?: Surface;
  'aria-label'?: string;
}

export function StatTiles({ stats, on = 'light', 'aria-label': label }: StatTilesProps) {
  // Two a row on phones, up to four a row from the medium breakpoint.
  const grid = balancedGrid(stats.length, { base: 2, md: 4, lg: 4 });
  return (
    <ul role="list" css={[listStyle(on), grid.tracks]} aria-label={label}>
      {stats.map((stat, index) => (
        <li key={stat.label} css={grid.cell(index)}>
          <p css={phrase}>
            <Figure stat={stat} on={on} /> <span css={labelStyle(on)}>{stat.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
