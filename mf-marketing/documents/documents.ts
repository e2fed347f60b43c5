// The documents the site serves as PDFs under /resources/ (docs/content.md, "No dead ends"): three
// founder tools the resources page lists and the partnership guide. `build-documents.ts` prints each
// to `public/resources/<slug>.pdf`; the remote publishes its public folder and the shell forwards
// /resources/* to it.
import { createHash } from 'node:crypto';
import { fundraisingReadinessChecklist } from './fundraising-readiness-checklist.ts';
import { documentHtml, type DocumentConfig, type DocumentPage } from './html.ts';
import { investorUpdateTemplate } from './investor-update-template.ts';
import { partnershipGuide } from './partnership-guide.ts';
import { pitchDeckOutline } from './pitch-deck-outline.ts';

export interface SiteDocument {
  slug: string;
  page: (config: DocumentConfig) => DocumentPage;
}

export const siteDocuments: readonly SiteDocument[] = [
  { slug: 'fundraising-readiness-checklist', page: () => fundraisingReadinessChecklist },
  { slug: 'pitch-deck-outline', page: () => pitchDeckOutline },
  { slug: 'investor-update-template', page: () => investorUpdateTemplate },
  { slug: 'partnership-guide', page: partnershipGuide },
];

/** The site path a document is served at. */
export const documentPath = (slug: string) => `/resources/${slug}.pdf`;

export const documentSource = (document: SiteDocument, config: DocumentConfig) => documentHtml(document.page(config), config);

/** What the committed PDF was printed from, so a test can tell when it is out of date. */
export const sourceHash = (html: string) => createHash('sha256').update(html).digest('hex');

/** Pages of a PDF that Chromium wrote: one `/Type /Page` object each. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
