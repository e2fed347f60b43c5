// The PDFs under public/resources/ are the current documents: printed from this content with the
// configuration recorded beside them, small, and each linked from a page.
/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { facts } from '@pv/shared/content/facts';
import { documentsConfig, resourceFiles } from '../src/resources/resource-files';
import { documentPath, documentSource, pdfPageCount, siteDocuments, sourceHash } from './documents';
import { text } from './html';

/** A PDF the site serves stays a quick download on a phone. */
const MAX_PDF_BYTES = 100 * 1024;

const publicDir = path.resolve(__dirname, '../public');

describe('the documents under /resources/', () => {
  it('records every document, and only those', () => {
    expect(Object.keys(resourceFiles).sort()).toEqual(siteDocuments.map((document) => document.slug).sort());
  });

  it.each(siteDocuments.map((document) => [document.slug, document] as const))(
    '%s.pdf was printed from the current content (otherwise run `npm run documents -w @pv/mf-marketing`)',
    (slug, document) => {
      const file = resourceFiles[slug as keyof typeof resourceFiles];
      expect(file.path).toBe(documentPath(slug));
      expect(file.title).toBe(document.page(documentsConfig).title);
      expect(sourceHash(documentSource(document, documentsConfig))).toBe(file.sourceSha256);
    },
  );

  it.each(Object.entries(resourceFiles))('%s is a small PDF of the recorded size and pages', (_slug, file) => {
    const pdf = fs.readFileSync(path.join(publicDir, file.path));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBe(file.bytes);
    expect(pdf.length).toBeLessThan(MAX_PDF_BYTES);
    expect(pdfPageCount(pdf)).toBe(file.pages);
    expect(file.pages).toBeGreaterThanOrEqual(2);
  });

  it('names the partnerships address and the shared figures in the partnership guide, never another value', () => {
    const guide = siteDocuments.find((document) => document.slug === 'partnership-guide');
    const html = guide ? documentSource(guide, { brand: 'Harbor Lane Labs', emails: { partnerships: 'alliances@harbor-lane.test' } }) : '';
    for (const value of [
      'Harbor Lane Labs',
      'alliances@harbor-lane.test',
      facts.communityMembers,
      facts.alumniFunding,
      facts.continents,
      facts.investorNetwork,
    ])
      expect(html).toContain(text(value));
    expect(html).not.toContain(documentsConfig.emails.partnerships);
    expect(html).not.toMatch(/\$500M|\$450M/);
  });

  it('escapes every text it writes into HTML', () => {
    expect(text(`<script>"Q&A" it's</script>`)).toBe('&lt;script&gt;&quot;Q&amp;A&quot; it&#39;s&lt;/script&gt;');
  });

  it('counts the pages of a PDF by its page objects, not its page tree', () => {
    expect(pdfPageCount(Buffer.from('<< /Type /Pages /Kids [] >> << /Type /Page >> <</Type/Page/Parent 1 0 R>>', 'latin1'))).toBe(2);
  });
});
