// A post file: YAML front matter between two `---` lines, then the body in Markdown
// (content/posts/<slug>.md, mf-blog/README.md). Read into its fields, each with the line it is on,
// so that every problem names the file and the line.
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';

/** The blog's posts (BLOG_POSTS_DIR names another folder, for tests). */
export const CONTENT_DIR = path.resolve(process.env.BLOG_POSTS_DIR || path.join(import.meta.dirname, '../content/posts'));

export function postFilesIn(folder = CONTENT_DIR): string[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** A problem of a post file, at a line (1-based) of it. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The front matter's fields; the draft flag keeps a post off the site (published hidden). */
export const FIELDS = {
  title: { kind: 'text', required: true },
  slug: { kind: 'text', required: true },
  author: { kind: 'text', required: true },
  published_date: { kind: 'date', required: true },
  updated_date: { kind: 'date', required: false },
  tags: { kind: 'list', required: true },
  excerpt: { kind: 'text', required: false },
  meta_description: { kind: 'text', required: false },
  featured_image: { kind: 'text', required: false },
  draft: { kind: 'boolean', required: false },
} as const;

export type FieldName = keyof typeof FIELDS;

export interface FrontMatter {
  title: string;
  slug: string;
  author: string;
  published_date: string;
  updated_date?: string;
  tags: string[];
  excerpt?: string;
  meta_description?: string;
  featured_image?: string;
  draft?: boolean;
}

export interface PostFile {
  file: string;
  /** The fields that are present and of their kind (check the problems before trusting it is whole). */
  front: Partial<FrontMatter>;
  /** The line of a field, or of the front matter's first `---` for a field that is missing. */
  lineOf(field: FieldName): number;
  body: string;
  /** The file's line (1-based) of the body's first line. */
  bodyLine: number;
  problems: Problem[];
}

/** A date and time with its offset, as ISO 8601 writes it: 2026-11-26T09:00:00-05:00. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export const isDateTime = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

function checkKind(field: FieldName, value: unknown): string | null {
  switch (FIELDS[field].kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : `${field} must be text`;
    case 'date':
      return typeof value === 'string' && isDateTime(value)
        ? null
        : `${field} must be a date and time with its offset, e.g. 2026-11-26T09:00:00-05:00`;
    case 'list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '')
        ? null
        : `${field} must be a list of words, e.g. [Fundraising, Metrics]`;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field} must be true or false`;
  }
}

export function parsePostFile(file: string, text: string): PostFile {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const close = lines.indexOf('---', 1);
  if (lines[0] !== '---' || close === -1) {
    return {
      file,
      front: {},
      lineOf: () => 1,
      body: lines.join('\n'),
      bodyLine: 1,
      problems: [{ file, line: 1, message: 'the file must start with its front matter between two --- lines' }],
    };
  }
  const problems: Problem[] = [];
  const fieldLines = new Map<string, number>();
  const front: Record<string, unknown> = {};
  // The YAML starts on the file's second line.
  const lineCounter = new LineCounter();
  const document = parseDocument(lines.slice(1, close).join('\n'), { lineCounter, uniqueKeys: true });
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + 1;
  for (const error of document.errors) {
    // yaml's message names its own line and column, counted from the front matter's start.
    problems.push({
      file,
      line: fileLine(error.pos[0]),
      message: `front matter: ${error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')}`,
    });
  }

  if (document.errors.length === 0 && document.contents !== null && !isMap(document.contents)) {
    problems.push({ file, line: 2, message: 'the front matter must be fields, one "name: value" a line' });
  } else if (document.errors.length === 0 && isMap(document.contents)) {
    const values = document.toJS() as Record<string, unknown>;
    for (const pair of document.contents.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const line = fileLine(isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0);
      if (!(key in FIELDS)) {
        problems.push({ file, line, message: `unknown field "${key}" (the fields: ${Object.keys(FIELDS).join(', ')})` });
        continue;
      }
      fieldLines.set(key, line);
      const problem = checkKind(key as FieldName, values[key]);
      if (problem) problems.push({ file, line, message: problem });
      else front[key] = values[key];
    }
  }
  for (const [field, spec] of Object.entries(FIELDS)) {
    if (spec.required && !fieldLines.has(field) && document.errors.length === 0) {
      problems.push({ file, line: 1, message: `the front matter has no ${field}` });
    }
  }
  return {
    file,
    front: front as Partial<FrontMatter>,
    lineOf: (field) => fieldLines.get(field) ?? 1,
    body: lines.slice(close + 1).join('\n'),
    bodyLine: close + 2,
    problems,
  };
}
