// Post dates as calendar days of the organisation's time zone, so the server (UTC) and a browser
// anywhere render the same day and hydration matches. An invalid value is shown as it is.
import { format, parseISO } from 'date-fns';
import { CARD_DATE_FORMAT, POST_DATE_FORMAT, SITE_TIME_ZONE } from '../config/blog';

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

let dayFormatter: Intl.DateTimeFormat | undefined;
const dayFormatterOf = () =>
  (dayFormatter ??= new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }));

// Creating the formatter loads the browser's time-zone data (about 7 ms, four times that on a
// mid-range phone): in a browser, in a task of its own as soon as this module arrives, rather than
// in the middle of the hydration of the list that formats the dates.
if (typeof window !== 'undefined') setTimeout(() => dayFormatterOf().formatToParts(0), 0);

function calendarDay(value: string): CalendarDay | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
  }
  // ISO 8601 only (what the API sends): Date's own parser reads "sometime in 2024" as a date.
  const instant = parseISO(value);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    dayFormatterOf()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

export function formatDay(value: string | null | undefined, pattern: string): string {
  if (value === null || value === undefined) return '';
  const day = calendarDay(value.trim());
  return day ? format(new Date(day.year, day.month - 1, day.day), pattern) : value;
}

/** 'Jan 23, 2024' on cards. */
export const formatCardDate = (value: string | null | undefined) => formatDay(value, CARD_DATE_FORMAT);
/** 'January 23, 2024' on a post. */
export const formatPostDate = (value: string | null | undefined) => formatDay(value, POST_DATE_FORMAT);
