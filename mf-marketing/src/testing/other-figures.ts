// For the tests that no figure is written into a page: the shared facts and program data with every
// digit changed (0->1, 1->2 ... 9->0), for `jest.mock`. A page that reads its figures from the data
// shows the changed ones; a figure typed into the page's own words still shows the real one.

const shift = (text: string) => text.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** `value` with every digit of every string and number in it changed. */
export function withOtherDigits<T>(value: T): T {
  if (typeof value === 'string') return shift(value) as T;
  if (typeof value === 'number') return Number(shift(String(value))) as T;
  if (Array.isArray(value)) return value.map(withOtherDigits) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withOtherDigits(item)])) as T;
  }
  return value;
}

/** Every figure in `value` (strings with a digit, numbers of four digits or more), to look for in a page. */
export function figuresIn(value: unknown): string[] {
  if (typeof value === 'string') return /\d/.test(value) ? [value] : [];
  if (typeof value === 'number') return value >= 1000 ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap(figuresIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(figuresIn);
  return [];
}

/**
 * Fails unless `text` shows none of the `real` figures and every one of the `changed` ones: the
 * page reads them from the data rather than writing them itself.
 */
export function expectFiguresFromData(text: string, real: readonly string[], changed: readonly string[]) {
  for (const figure of real) expect({ figure, shown: text.includes(figure) }).toEqual({ figure, shown: false });
  for (const figure of changed) expect({ figure, shown: text.includes(figure) }).toEqual({ figure, shown: true });
}
