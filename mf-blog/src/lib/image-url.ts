// A post's featured image as the site uses it: an http(s) URL or a path of the site, never another
// scheme (javascript:, data:, vbscript:...), which a hostile or mistaken row could carry into an
// <img>, the social card or the JSON-LD (docs/decisions/0010-newsletter-and-hardening.md).

/** The URL when it is http(s) or a site path (not `//host`), else null (the card shows its placeholder). */
export function imageUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(url)) return url;
  return null;
}
