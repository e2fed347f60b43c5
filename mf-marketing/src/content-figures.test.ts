// Shared figures and prices live once (docs/content.md, "One value per fact"): the source of these
// pages and documents never writes one of them as a literal; it reads the shared facts and programs.
/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { facts } from '@pv/shared/content/facts';
import { programs } from '@pv/shared/content/programs';

const remoteDir = path.resolve(__dirname, '..');
const folders = ['src/events', 'src/community', 'src/resources', 'src/partnerships', 'src/mentors', 'src/partners', 'src/lib', 'documents'];

/** Figures as they are written: "$483M+", "70K+", "2-4", "100%", "$2,500". */
const FIGURE = /\$?\d[\d,.]*[KMB]?(?:-\d[\d,.]*)?[+%]?/g;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const figures = [
  ...new Set([
    ...strings(facts).flatMap((text) => text.match(FIGURE) ?? []),
    ...strings(Object.values(programs).map((program) => [program.price, program.tiers.map((tier) => tier.price)])).flatMap(
      (text) => text.match(FIGURE) ?? [],
    ),
    String(facts.founded),
  ]),
].filter((figure) => /[+$%]|\d-\d/.test(figure) || figure === String(facts.founded));

const escape = (text: string) => text.replace(/[$+.*?^()[\]{}|\\]/g, '\\$&');

/** A figure written in the text; a percentage only before a word ("100% ownership"), since `'100%'` alone is a CSS size. */
const literal = (figure: string) => new RegExp(`(?<![\\w$.,-])${escape(figure)}${figure.endsWith('%') ? ' \\w' : '(?![\\w%+])'}`);

const sources = folders
  .flatMap((folder) => fs.readdirSync(path.join(remoteDir, folder)).map((file) => path.join(folder, file)))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('resource-files.ts'));

describe('figures in the source of the community pages and documents', () => {
  it('knows the shared figures it looks for, and finds them in text', () => {
    expect(figures).toEqual(
      expect.arrayContaining(['$483M+', '70K+', '1,200+', '5+', '450+', '30+', '$500K', '2-4', '3+', '2016', '$49', '$2,500', '100%']),
    );
    expect(literal('70K+').test("'70K+ community members'")).toBe(true);
    expect(literal('5+').test("'15+ years'")).toBe(false);
    expect(literal('100%').test("'Founders keep 100% of their companies'")).toBe(true);
    expect(literal('100%').test("width: '100%'")).toBe(false);
  });

  it.each(sources)('%s writes no shared figure as a literal', (file) => {
    const text = fs.readFileSync(path.join(remoteDir, file), 'utf8');
    const found = figures.filter((figure) => literal(figure).test(text));
    expect(found).toEqual([]);
  });
});

describe('words around a figure with a plus', () => {
  // "3+ years" already says "at least": "at least 3+ years" says it twice.
  const doubled = /\b(?:at least|over|more than|minimum of)\s+\$?\d[\d,.]*[KMB]?\+/i;

  const contentFiles = (folder: string): string[] =>
    fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return contentFiles(full);
      return /-content\.ts$|^(testimonials|privacy-policy|terms-of-service|security-policy)\.ts$/.test(entry.name) ? [full] : [];
    });
  const files = contentFiles(path.join(remoteDir, 'src'));

  it('finds the content files, and the doubled phrase in a sentence', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(doubled.test('for at least 3+ years')).toBe(true);
    expect(doubled.test('3+ years serving startups')).toBe(false);
  });

  it.each(files.map((file) => path.relative(remoteDir, file)))('%s never qualifies such a figure again', async (file) => {
    const content: unknown = await import(path.join(remoteDir, file));
    expect(strings(content).filter((text) => doubled.test(text))).toEqual([]);
  });
});
