// The network strip: each member's mark drawn here as SVG at a fixed size, beside its name set as
// a wordmark. The members are sample content (testimonials.ts).
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { colors, fonts, mq } from '@pv/shared/theme/tokens';
import type { LogoMark, LogoStyle, NetworkMember } from './testimonials';

const MARK_PX = 32;

const marks: Record<LogoMark, ReactNode> = {
  peak: <path d="M4 34 L16 12 L22 22 L27 15 L38 34 Z" />,
  ring: (
    <>
      <circle cx="21" cy="22" r="13" fill="none" strokeWidth="4" stroke="currentColor" />
      <circle cx="21" cy="22" r="4.5" />
    </>
  ),
  beacon: <path d="M17 34 L19 16 H23 L25 34 Z M14 12 H28 L21 5 Z M8 14 L12 16 M34 14 L30 16" strokeWidth="2.5" stroke="currentColor" />,
  grid: (
    <>
      <rect x="8" y="9" width="11" height="11" rx="2" />
      <rect x="23" y="9" width="11" height="11" rx="2" opacity="0.6" />
      <rect x="8" y="24" width="11" height="11" rx="2" opacity="0.6" />
      <rect x="23" y="24" width="11" height="11" rx="2" />
    </>
  ),
  wave: <path d="M5 26 C11 14 16 14 21 22 S31 30 37 18" fill="none" strokeWidth="4.5" strokeLinecap="round" stroke="currentColor" />,
  leaf: <path d="M9 34 C9 18 19 8 35 8 C35 24 25 34 9 34 Z M9 34 L24 19" strokeWidth="2" stroke={colors.white} />,
};

const listStyle = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '1.5rem 1rem',
  alignItems: 'center',
  [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', justifyItems: 'center' },
  [mq.lg]: { gridTemplateColumns: 'repeat(6, auto)', justifyContent: 'space-between' },
  li: { display: 'flex', alignItems: 'center', gap: '0.5rem', color: colors.inkMuted, minWidth: 0, lineHeight: 1.2 },
  svg: { flex: 'none' },
});

const wordmarks: Record<LogoStyle, ReturnType<typeof css>> = {
  serif: css({ fontFamily: fonts.heading, fontWeight: 700, fontSize: '1.05rem', letterSpacing: '-0.01em' }),
  sans: css({ fontFamily: fonts.body, fontWeight: 700, fontSize: '0.95rem' }),
  caps: css({ fontFamily: fonts.body, fontWeight: 600, fontSize: '0.78rem', letterSpacing: '0.12em', textTransform: 'uppercase' }),
};

/** A member's mark (drawn) and name (set as a wordmark), in one muted colour. */
export function NetworkLogos({ members, label }: { members: readonly NetworkMember[]; label: string }) {
  return (
    <ul role="list" css={listStyle} aria-label={label}>
      {members.map((member) => (
        <li key={member.name}>
          <svg width={MARK_PX} height={MARK_PX} viewBox="0 0 42 42" aria-hidden="true" focusable="false" fill="currentColor">
            {marks[member.mark]}
          </svg>
          <span css={wordmarks[member.style]}>{member.name}</span>
        </li>
      ))}
    </ul>
  );
}
