// `new "Title"`: a post file with its front matter filled in, a draft until the writer says
// otherwise (draft: false), named after its slug.
import { stringify } from 'yaml';
import { slugifyHeading } from './markdown.ts';

/** The site's time zone (the blog's calendar days are Boston's, src/config/blog.ts). */
const SITE_TIME_ZONE = 'America/New_York';

/** `now` as a date and time in Boston with its offset, to the minute: 2026-11-26T09:14:00-05:00. */
export function bostonDateTime(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00${offset}`;
}

export function newPost(title: string, author: string, now: Date): { slug: string; text: string } {
  const slug = slugifyHeading(title);
  const fields = stringify({ title, slug, author, published_date: bostonDateTime(now) }, { lineWidth: 0 });
  const text = `---
${fields}tags: []
# excerpt: one or two sentences for the list's cards and the feeds (without it, the start of the post)
# meta_description: what search results show under the title, about 150 characters
# featured_image: /images/blog/${slug}.webp, 1200 px wide (then: npm run card-images -w @pv/mf-blog)
draft: true
---

`;
  return { slug, text };
}
