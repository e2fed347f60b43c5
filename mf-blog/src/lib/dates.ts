// Post dates as calendar days of the organisation's time zone, so the server (UTC) and a browser
// anywhere render the same day. A card's day comes from the database (`published_day`, so a
// browser changing the list loads no time-zone data); a post's date is worked out here, on the
// server. Formatted by the platform (Intl), so the list's island ships no date library. An invalid
// value is shown as it is.
import { CARD_DATE_FORMAT, POST_DATE_FORMAT, SITE_TIME_ZONE } from '../config/blog';

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
const dayFormatters = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

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

export function formatDay(value: string | null | undefined, format: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined) return '';
  const day = calendarDay(value.trim());
  if (!day) return value;
  let formatter = dayFormatters.get(format);
  if (!formatter) {
    // The day is already the organisation's: written as the UTC day of that date, never shifted.
    formatter = new Intl.DateTimeFormat('en-US', { ...format, timeZone: 'UTC' });
    dayFormatters.set(format, formatter);
  }
  return formatter.format(Date.UTC(day.year, day.month - 1, day.day));
}

/** 'Jan 23, 2024' on cards. */
export const formatCardDate = (value: string | null | undefined) => formatDay(value, CARD_DATE_FORMAT);
/** 'January 23, 2024' on a post. */
export const formatPostDate = (value: string | null | undefined) => formatDay(value, POST_DATE_FORMAT);
