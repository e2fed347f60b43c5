// The events calendar (the configured calendar URL) as a poster until the visitor asks for it: what
// the calendar is, the sessions we run every month (from the page's content), a button that loads
// the calendar here and a link that opens it in a new tab (@pv/shared/ui/embed-frame: server HTML
// the boot script drives, no React). The page never loads the provider's frame by itself.
import { css, type CSSObject } from '@emotion/react';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { balancedGrid } from '@pv/shared/ui/balanced-grid';
import { EmbedFrame, EmbedPosterHeader } from '@pv/shared/ui/embed-frame';
import type { EmbedFrameCopy } from '@pv/shared/ui/embed-frames';
import { colors, mq, radii } from '@pv/shared/theme/tokens';
import type { EventSeries } from './events-content';

/** The calendar's height once asked for: phones, then from the medium breakpoint on. */
export const CALENDAR_HEIGHT = { phone: 560, wide: 680 } as const;

const calendarSize: CSSObject = { minHeight: CALENDAR_HEIGHT.phone, [mq.md]: { minHeight: CALENDAR_HEIGHT.wide } };

const sessionList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  li: {
    display: 'grid',
    gap: '0.2rem',
    padding: '0.85rem 1rem',
    borderRadius: radii.md,
    background: colors.paper,
    borderLeft: `4px solid ${colors.teal}`,
  },
  strong: { color: colors.navy },
  span: { color: colors.inkMuted, fontSize: '0.95rem' },
});

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" focusable="false">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M8 14h2M14 14h2M8 17.5h2" />
    </svg>
  );
}

export interface EventsCalendarProps {
  frameTitle: string;
  heading: string;
  text: string;
  /** The heading of the list of regular sessions. */
  sessionsLabel: string;
  sessions: readonly Pick<EventSeries, 'id' | 'type' | 'schedule' | 'time' | 'location'>[];
  copy: EmbedFrameCopy;
}

export function EventsCalendar({ frameTitle, heading, text, sessionsLabel, sessions, copy }: EventsCalendarProps) {
  const { urls } = useSiteConfig();
  const grid = balancedGrid(sessions.length, { base: 1, md: 2, lg: 2 });
  return (
    <EmbedFrame src={urls.eventsCalendar} title={frameTitle} copy={copy} category="Events Calendar" frameSize={calendarSize}>
      <EmbedPosterHeader icon={<CalendarIcon />} heading={heading} text={text} />
      <ul css={[sessionList, grid.tracks]} aria-label={sessionsLabel}>
        {sessions.map((session, index) => (
          <li key={session.id} css={grid.cell(index)}>
            <strong>{session.type}</strong>
            <span>
              {session.schedule}, {session.time}
            </span>
            <span>{session.location}</span>
          </li>
        ))}
      </ul>
    </EmbedFrame>
  );
}
