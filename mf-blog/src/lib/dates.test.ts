import { formatCardDate, formatPostDate } from './dates';

describe('post dates', () => {
  it("formats cards as 'MMM d, yyyy' and posts as 'MMMM d, yyyy'", () => {
    expect(formatCardDate('2024-01-23T14:30:00+00:00')).toBe('Jan 23, 2024');
    expect(formatPostDate('2024-01-23T14:30:00+00:00')).toBe('January 23, 2024');
    expect(formatPostDate('2024-03-09')).toBe('March 9, 2024');
  });

  it('writes every month as Intl.DateTimeFormat does in US English', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2025-${String(month).padStart(2, '0')}-07`;
      const intl = (style: 'short' | 'long') =>
        new Intl.DateTimeFormat('en-US', { month: style, day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        );
      expect(formatCardDate(day)).toBe(intl('short'));
      expect(formatPostDate(day)).toBe(intl('long'));
    }
  });

  it('uses the calendar day in Boston, whatever the time zone of the machine', () => {
    // 02:00 UTC on the 24th is still the 23rd in Boston (UTC-5 in January).
    expect(formatCardDate('2024-01-24T02:00:00Z')).toBe('Jan 23, 2024');
    expect(formatCardDate('2024-07-04T03:59:59Z')).toBe('Jul 3, 2024');
    expect(formatCardDate('2024-07-04T04:00:00Z')).toBe('Jul 4, 2024');
    // Any ISO 8601 offset, or none (UTC).
    expect(formatCardDate('2024-07-04T03:59:59')).toBe('Jul 3, 2024');
    expect(formatCardDate('2024-07-04T08:59:59+0500')).toBe('Jul 3, 2024');
    expect(formatCardDate('2024-07-04T09:00:00+05')).toBe('Jul 4, 2024');
    expect(formatCardDate('2024-07-03T23:30:00.000-05:00')).toBe('Jul 4, 2024');
  });

  it('shows an invalid date as it is (docs/behaviour.md, "Errors a visitor can meet")', () => {
    expect(formatPostDate('not a date')).toBe('not a date');
    expect(formatPostDate('sometime in 2024')).toBe('sometime in 2024');
    expect(formatPostDate('01/23/2024')).toBe('01/23/2024');
    expect(formatCardDate('2024-02-30')).toBe('2024-02-30');
    expect(formatCardDate('')).toBe('');
    expect(formatCardDate(null)).toBe('');
  });
});
