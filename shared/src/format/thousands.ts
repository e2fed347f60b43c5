/**
 * A whole number with its thousands grouped as in US English: 1234567 as '1,234,567'. Not
 * Intl.NumberFormat or toLocaleString: their first use in a page loads the browser's locale data,
 * a long task in the middle of an island's start.
 */
export const withThousands = (n: number): string => {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
};
