// The brand faces in a page's weight: a fresh visit downloads the two woff2 files (the display face
// for headings, the text face for the rest) and nothing more, within 48 KB together, and its head
// preloads those two files and no other (shared/src/theme/fonts.ts).
// A new weight, style or subset would add a file and fail here before it slows every page.
import { test, expect } from '../support/fixtures';
import { freshVisitDownloads } from '../support/downloads';

/** Kilobytes (1,024 bytes) of font files per page, and how many files. */
const FONT_BUDGET = { kb: 48, files: 2 } as const;

// The pages whose copy reaches furthest into the type: headings and figures (home), a post's
// Markdown with its emphasis and code, the assessment's options, a program page with its tables.
const pages = ['/', '/blog/reading-your-first-term-sheet', '/chart-my-course', '/programs/launchpad'];

for (const path of pages) {
  test(`${path} downloads the two brand faces within ${FONT_BUDGET.kb} KB, both preloaded`, async ({ browser, request }) => {
    const { files } = await freshVisitDownloads(browser, path, 'font');
    const urls = files.map((file) => file.url);
    expect(urls.length, urls.join(', ')).toBeLessThanOrEqual(FONT_BUDGET.files);
    expect(new Set(urls).size, 'each face once').toBe(urls.length);
    const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    expect(kb, files.map((file) => `${(file.bytes / 1024).toFixed(1)} KB ${file.url}`).join(', ')).toBeLessThanOrEqual(FONT_BUDGET.kb);

    const document = await request.get(path);
    const html = await document.text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
      (match) => new URL(match[1] ?? '', document.url()).href,
    );
    expect(preloads.toSorted(), 'the preloads are the faces the page uses').toEqual(urls.toSorted());
    expect(preloads.map((url) => url.replace(/.*\/fonts\//, '').replace(/\.[0-9a-f]+\.woff2$/, '')).toSorted()).toEqual([
      'fraunces-latin-600-normal',
      'plus-jakarta-sans-latin-wght-normal',
    ]);
  });
}

test('the font budget is 48 KB in at most two files', () => {
  expect(FONT_BUDGET).toEqual({ kb: 48, files: 2 });
});
