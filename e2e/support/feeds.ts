// Feeds read the way feed readers read them: RSS by Python's feedparser (Debian's
// python3-feedparser, .ci/run installs it), JSON Feed by feedsmith, with the fields JSON Feed 1.1
// requires checked on what it parsed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseFeed } from 'feedsmith';

export interface ParsedEntry {
  title: string;
  link: string;
  id: string;
  published: string;
  author: string;
  tags: string[];
  summary: string;
  /** content:encoded, as HTML. */
  content: string;
}

export interface ParsedRss {
  /** feedparser's flag for a feed that is not well formed, and why. */
  bozo: boolean;
  bozoException: string | null;
  version: string;
  title: string;
  link: string;
  entries: ParsedEntry[];
}

const FEEDPARSER = `
import json, sys, feedparser
d = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
  "bozo": bool(d.bozo),
  "bozoException": str(d.get("bozo_exception")) if d.bozo else None,
  "version": d.version,
  "title": d.feed.get("title", ""),
  "link": d.feed.get("link", ""),
  "entries": [{
    "title": e.get("title", ""), "link": e.get("link", ""), "id": e.get("id", ""), "published": e.get("published", ""),
    "author": e.get("author", ""), "tags": [t.term for t in e.get("tags", [])], "summary": e.get("summary", ""),
    "content": e.content[0].value if e.get("content") else "",
  } for e in d.entries],
}))
`;

/** The RSS document as feedparser reads it (Debian's python3, not a virtual environment's). */
export async function parseRss(xml: string): Promise<ParsedRss> {
  const run = promisify(execFile)('/usr/bin/python3', ['-c', FEEDPARSER], { maxBuffer: 64 * 1024 * 1024 });
  run.child.stdin?.end(xml);
  return JSON.parse((await run).stdout) as ParsedRss;
}

export interface JsonFeedItem {
  id: string;
  url?: string;
  title?: string;
  content_html?: string;
  summary?: string;
  image?: string;
  date_published?: string;
  date_modified?: string;
  authors?: { name?: string }[];
  tags?: string[];
}

const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The JSON Feed as feedsmith parses it, and what in it breaks JSON Feed 1.1 (jsonfeed.org/version/1.1). */
export function parseJsonFeedDocument(text: string): { items: JsonFeedItem[]; problems: string[] } {
  const raw = JSON.parse(text) as { version?: unknown };
  const { format, feed } = parseFeed(text);
  const problems: string[] = [];
  if (format !== 'json') problems.push(`read as ${format}, not as a JSON Feed`);
  if (raw.version !== 'https://jsonfeed.org/version/1.1') problems.push(`version is ${String(raw.version)}`);
  const parsed = feed as { title?: string; home_page_url?: string; feed_url?: string; items?: JsonFeedItem[] };
  if (!parsed.title) problems.push('no title');
  for (const field of ['home_page_url', 'feed_url'] as const)
    if (!/^https?:\/\//.test(parsed[field] ?? '')) problems.push(`no absolute ${field}`);
  const items = parsed.items ?? [];
  for (const [index, item] of items.entries()) {
    if (typeof item.id !== 'string' || item.id === '') problems.push(`item ${index} has no id`);
    if (!item.content_html) problems.push(`item ${index} has no content_html`);
    for (const date of [item.date_published, item.date_modified])
      if (date !== undefined && !RFC_3339.test(date)) problems.push(`item ${index}: ${date} is not RFC 3339`);
    if (item.authors?.some((author) => !author.name)) problems.push(`item ${index} has an author without a name`);
  }
  return { items, problems };
}
