// A list whose every item is a yes (a check mark: outcomes, what is included, who it fits) or a
// no (a cross: who it does not fit). The marks are decoration; the list's heading says which.
import { css } from '@emotion/react';
import { colors } from '@pv/shared/theme/tokens';

export type CheckTone = 'yes' | 'no';

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  li: { display: 'grid', gridTemplateColumns: '1.5rem minmax(0, 1fr)', gap: '0.65rem', alignItems: 'start', lineHeight: 1.55 },
  svg: { marginTop: '0.1rem' },
});

const marks: Record<CheckTone, { fill: string; path: string }> = {
  yes: { fill: colors.teal, path: 'M7 12.5l3.2 3.2L17 9' },
  no: { fill: colors.inkMuted, path: 'M8.5 8.5l7 7M15.5 8.5l-7 7' },
};

function Mark({ tone }: { tone: CheckTone }) {
  const { fill, path } = marks[tone];
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={fill} />
      <path d={path} fill="none" stroke={colors.white} strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CheckList({ items, tone = 'yes', className }: { items: readonly string[]; tone?: CheckTone; className?: string }) {
  return (
    <ul role="list" css={listStyle} className={className}>
      {items.map((item) => (
        <li key={item}>
          <Mark tone={tone} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
