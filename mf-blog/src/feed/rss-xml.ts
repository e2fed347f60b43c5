// The blog's RSS 2.0 feed at /rss.xml (linked from every page's head), as a pure function of the
// newest published posts: each with its excerpt and its whole body (content:encoded, as Ghost's).
import { FEED_PATH } from '@pv/shared/meta/head-tags';
import type { BlogPost } from '../api/types';
import { cardExcerpt } from '../lib/excerpt';
import { escapeXml, trimOrigin } from '../lib/xml';

export interface FeedChannel {
  origin: string;
  title: string;
  description: string;
}

/** RFC 822 date-time (as RSS 2.0 requires), in GMT; undefined for a value that is not a date. */
export function rfc822(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

const element = (name: string, value: string | undefined, attributes = '') =>
  value === undefined ? '' : `<${name}${attributes}>${escapeXml(value)}</${name}>`;

export function rssXml(channel: FeedChannel, posts: readonly BlogPost[]): string {
  const base = trimOrigin(channel.origin);
  const lastBuild = posts
    .map((post) => ({ text: rfc822(post.updated_at), time: new Date(post.updated_at).getTime() }))
    .filter((entry) => entry.text !== undefined)
    .sort((a, b) => b.time - a.time)[0]?.text;
  const items = posts.map((post) => {
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    const lines = [
      element('title', post.title),
      element('link', link),
      element('guid', link, ' isPermaLink="true"'),
      element('pubDate', rfc822(post.published_date)),
      element('dc:creator', post.author),
      ...(post.tags ?? []).map((tag) => element('category', tag)),
      element('description', cardExcerpt(post)),
      element('content:encoded', post.content),
    ].filter(Boolean);
    return `    <item>\n${lines.map((line) => `      ${line}`).join('\n')}\n    </item>`;
  });
  const head = [
    element('title', channel.title),
    element('link', `${base}/blog`),
    element('description', channel.description),
    element('language', 'en-us'),
    element('lastBuildDate', lastBuild),
    `<atom:link href="${escapeXml(`${base}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...head.map((line) => `    ${line}`),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
