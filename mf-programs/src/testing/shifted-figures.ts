// For the test that pages read every figure from the data: the same data with every digit moved
// half way round (0 -> 5, 1 -> 6 ... 9 -> 4), and the figures a text contains.

const shiftDigit = (digit: string) => String((Number(digit) + 5) % 10);

/** `value` with every digit of every string and number moved; structure and functions kept. */
export function shiftDigits<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\d/g, shiftDigit) as T;
  if (typeof value === 'number') return Number(String(value).replace(/\d/g, shiftDigit)) as T;
  if (Array.isArray(value)) return value.map(shiftDigits) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDigits(item)])) as T;
  }
  return value;
}

/** The figures in a text: "$2,500-$8,000 per project" -> ["2,500-$8,000"], "8-12 founders" -> ["8-12"]. */
export function figuresIn(text: string): string[] {
  return Array.from(text.matchAll(/\d[\d,.:]*(?:\s?[-–]\s?\$?\d[\d,.:]*)?/g), (match) => match[0].replace(/[,.:]+$/, ''));
}

/** Every figure in every string and number of `value`. */
export function figuresOf(value: unknown): string[] {
  if (typeof value === 'string') return figuresIn(value);
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(figuresOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(figuresOf);
  return [];
}
