// Post dates as calendar days of the organisation's time zone, so the server (UTC) and a browser
// anywhere render the same day. A card's day comes from the database (`published_day`, so a
// browser changing the list loads no time-zone data); a post's date is worked out here, on the
// server. The day is written by hand, not by Intl.DateTimeFormat: its first use in a page loads the
// browser's locale data, a long task of over 100 ms at a phone's speed in the middle of the list's
// hydration. An invalid value is shown as it is.
import { MONTHS, SITE_TIME_ZONE } from '../config/blog';

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * ISO 8601 date and time (what the API sends), with an offset (`Z`, `+hh:mm`, `+hhmm`, `+hh`) or
 * without (UTC): only that reaches `Date`, whose own parser reads "sometime in 2024" as a date.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:(Z)|([+-]\d{2}):?(\d{2})?)?$/i;

let dayFormatter: Intl.DateTimeFormat | undefined;

function calendarDay(value: string): CalendarDay | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return null;
  const [, local, , hours, minutes] = dateTime;
  const instant = new Date(`${local}${hours ? `${hours}:${minutes ?? '00'}` : 'Z'}`);
  if (Number.isNaN(instant.getTime())) return null;
  dayFormatter ??= new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });
  const parts = Object.fromEntries(dayFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

function formatDay(value: string | null | undefined, month: 'short' | 'long'): string {
  if (value === null || value === undefined) return '';
  const day = calendarDay(value.trim());
  if (!day) return value;
  const name = MONTHS[day.month - 1] ?? '';
  // US English shortens a month to its first three letters ('Sep', 'May').
  return `${month === 'short' ? name.slice(0, 3) : name} ${day.day}, ${day.year}`;
}

/** 'Jan 23, 2024' on cards. */
export const formatCardDate = (value: string | null | undefined) => formatDay(value, 'short');
/** 'January 23, 2024' on a post. */
export const formatPostDate = (value: string | null | undefined) => formatDay(value, 'long');
