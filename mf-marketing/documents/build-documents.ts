// Prints the documents (documents.ts) to PDF with Debian's Chromium and records what the site needs
// to link them (path, size, pages) in src/resources/resource-files.ts. Reproducible: the same
// content and configuration give the same text and layout.
//
//   npm run documents -w @pv/mf-marketing
//
// The configuration (brand, partnerships address) is the site's default, or SITE_BRAND and
// PARTNERSHIPS_EMAIL from the environment: an operator who changes them runs this again with the
// same values, so the documents name the right brand and contact.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import * as prettier from 'prettier';
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { kinds, readEnvironment, readOrExit, withDefault } from '@pv/shared/config/environment.ts';
import { chromiumArgs, chromiumExecutable } from '../../shared/build/chromium.ts';
import { documentPath, documentSource, pdfPageCount, siteDocuments, sourceHash } from './documents.ts';
import type { DocumentConfig } from './html.ts';

const remoteDir = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(remoteDir, 'public/resources');
const moduleFile = path.join(remoteDir, 'src/resources/resource-files.ts');

const d = defaultSiteConfig;
const env = readOrExit('The documents build', () =>
  readEnvironment(
    {
      SITE_BRAND: withDefault(kinds.text, d.brand),
      PARTNERSHIPS_EMAIL: withDefault(kinds.email, d.emails.partnerships),
    },
    process.env,
  ),
);
const config: DocumentConfig = { brand: env.SITE_BRAND, emails: { partnerships: env.PARTNERSHIPS_EMAIL } };

const footerTemplate = `<div style="width:100%;padding:0 0.75in;font-family:'DejaVu Sans',sans-serif;font-size:7pt;color:#4A5568;text-align:right"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

fs.mkdirSync(outputDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] });
const files: Record<string, { path: string; title: string; bytes: number; pages: number; sourceSha256: string }> = {};
try {
  const page = await browser.newPage();
  for (const document of siteDocuments) {
    const html = documentSource(document, config);
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'Letter',
      printBackground: true,
      preferCSSPageSize: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate,
      tagged: true,
    });
    fs.writeFileSync(path.join(outputDir, `${document.slug}.pdf`), pdf);
    files[document.slug] = {
      path: documentPath(document.slug),
      title: document.page(config).title,
      bytes: pdf.length,
      pages: pdfPageCount(pdf),
      sourceSha256: sourceHash(html),
    };
    console.log(`${documentPath(document.slug)}: ${files[document.slug]?.pages} pages, ${pdf.length} bytes`);
  }
} finally {
  await browser.close();
}

const source = `// Written by mf-marketing/documents/build-documents.ts (npm run documents -w @pv/mf-marketing): do not
// edit. The PDFs under public/resources/, served at these paths, and the configuration they were
// printed with.
export const documentsConfig = ${JSON.stringify(config)} as const;

export const resourceFiles = ${JSON.stringify(files)} as const;

export type ResourceFileSlug = keyof typeof resourceFiles;
`;
const options = await prettier.resolveConfig(moduleFile);
fs.writeFileSync(moduleFile, await prettier.format(source, { ...options, filepath: moduleFile }));
console.log(`wrote ${path.relative(remoteDir, moduleFile)}`);
