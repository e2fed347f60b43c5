// Post dates as calendar days of the organisation's time zone, so the server (UTC) and a browser
// anywhere render the same day. A card's day comes from the database (`published_day`, so a
// browser changing the list loads no time-zone data); a post's date is worked out here, on the
// server. An invalid value is shown as it is.
import { format, parseISO } from 'date-fns';
import { CARD_DATE_FORMAT, POST_DATE_FORMAT, SITE_TIME_ZONE } from '../config/blog';

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

let dayFormatter: Intl.DateTimeFormat | undefined;

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
  dayFormatter ??= new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = Object.fromEntries(dayFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
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
