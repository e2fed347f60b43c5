// The programs side by side. Desktops get a real table (a column per program, a row per field);
// narrower screens get one card per program with the same fields. Both are in the HTML and CSS
// shows one, so the server decides nothing from the width and nothing changes after hydration;
// the hidden one (`display: none`) is hidden from assistive technology too.
import { css } from '@emotion/react';
import { programs } from '@pv/shared/content/programs';
import { ButtonLink } from '@pv/shared/ui/links';
import { ShortLabel } from '@pv/shared/ui/short-label';
import { PageSection } from '@pv/shared/ui/page-section';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { colors, fonts, mq } from '@pv/shared/theme/tokens';
import { comparison, comparisonRows, programsAnalytics, type ComparisonColumn } from './programs-content';
import { raisedPanel } from '@pv/shared/ui/surfaces';

/** From this width on the table shows; below it, the cards. */
export const COMPARISON_TABLE_MQ = mq.lg;

const tableWrap = css(raisedPanel, {
  display: 'none',
  [COMPARISON_TABLE_MQ]: {
    display: 'block',
    overflow: 'hidden',
  },
});

const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: '0.95rem',
  lineHeight: 1.5,
  'th, td': { padding: '1rem 1.1rem', textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${colors.line}` },
  'thead th': { verticalAlign: 'bottom', background: colors.navy, color: colors.white, borderBottom: 0 },
  'thead th:first-of-type': { width: '11rem' },
  'tbody th': { fontWeight: 700, color: colors.navy, background: colors.paper },
  'tbody tr:first-of-type td': { fontFamily: fonts.heading, fontSize: '1.2rem', color: colors.navy },
  'tfoot td, tfoot th': { borderBottom: 0 },
});

const columnHead = css({ display: 'flex', alignItems: 'center', gap: '0.65rem', fontFamily: fonts.heading, fontSize: '1.15rem' });

const cardList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '1.25rem' },
  [COMPARISON_TABLE_MQ]: { display: 'none' },
});

const cardStyle = css(raisedPanel, {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1.35rem 1.25rem',
  h3: { margin: 0, display: 'flex', alignItems: 'center', gap: '0.65rem', fontSize: '1.3rem' },
  dl: { margin: 0, display: 'grid', gap: '0.7rem', flexGrow: 1 },
  dt: { fontSize: '0.78rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: colors.teal },
  dd: { margin: 0, lineHeight: 1.5 },
});

/**
 * A column's action. In the table only its verb shows ("Explore"), the column's heading naming the
 * program above it, so four buttons fit four columns on one line; a screen reader hears it whole.
 */
function ColumnAction({ column, short = false }: { column: ComparisonColumn; short?: boolean }) {
  return (
    <ButtonLink href={column.href} variant="secondary" cta={{ category: programsAnalytics.comparison, label: column.action }}>
      {short ? <ShortLabel label={column.action} shown={1} /> : column.action}
    </ButtonLink>
  );
}

function ComparisonTable() {
  return (
    <div css={tableWrap} data-testid="comparison-table">
      <table css={tableStyle}>
        <caption className="visually-hidden">{comparison.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{comparison.programHeader}</th>
            {comparison.columns.map((column) => (
              <th key={column.program} scope="col">
                <span css={columnHead}>
                  <ProgramEmblem program={programs[column.program].emblem} size={32} />
                  {programs[column.program].name}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              {comparison.columns.map((column) => (
                <td key={column.program}>{programs[column.program][row.field]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {comparison.columns.map((column) => (
              <td key={column.program}>
                <ColumnAction column={column} short />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function ComparisonCards() {
  return (
    <ul role="list" css={cardList} data-testid="comparison-cards" aria-label={comparison.heading}>
      {comparison.columns.map((column) => {
        const program = programs[column.program];
        return (
          <li key={column.program}>
            <article css={cardStyle}>
              <h3>
                <ProgramEmblem program={program.emblem} size={36} />
                {program.name}
              </h3>
              <dl>
                {comparisonRows.map((row) => (
                  <div key={row.field}>
                    <dt>{row.label}</dt>
                    <dd>{program[row.field]}</dd>
                  </div>
                ))}
              </dl>
              <ColumnAction column={column} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export function ProgramComparison() {
  return (
    <PageSection id={comparison.id} eyebrow={comparison.eyebrow} heading={comparison.heading} intro={comparison.intro} surface="white">
      <ComparisonTable />
      <ComparisonCards />
    </PageSection>
  );
}
