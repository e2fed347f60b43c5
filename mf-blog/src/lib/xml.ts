// Text for XML documents (sitemap, feed): characters XML 1.0 forbids are dropped, markup escaped.

// Tab, newline and carriage return are the only control characters XML 1.0 allows.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching those characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An origin without a trailing slash, e.g. `https://example.com`. */
export const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');
