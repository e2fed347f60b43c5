// The building blocks of the downloadable documents (the PDFs under /resources/): escaped text,
// headings, lists, checklists, tables and the page around them, in the site's colours. Every text
// goes through `text()`; nothing here reads a file or the network, so the HTML of a document
// depends only on its content and the configuration it is given.
import { colors } from '@pv/shared/theme/tokens.ts';

/** What a document takes from the site configuration. No URL: a printed page outlives a domain. */
export interface DocumentConfig {
  brand: string;
  emails: { partnerships: string };
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const text = (value: string | number) => String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);

export const p = (value: string) => `<p>${text(value)}</p>`;
export const h2 = (value: string) => `<h2>${text(value)}</h2>`;
export const h3 = (value: string) => `<h3>${text(value)}</h3>`;
export const lead = (value: string) => `<p class="lead">${text(value)}</p>`;
export const note = (value: string) => `<p class="note">${text(value)}</p>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${text(item)}</li>`).join('')}</ol>`;

/** Boxes to tick on paper. */
export const checklist = (items: readonly string[]) =>
  `<ul class="checklist">${items.map((item) => `<li><span class="box"></span>${text(item)}</li>`).join('')}</ul>`;

/** A titled item with a paragraph under it ("3. Problem" / what the slide must answer). */
export const entry = (title: string, body: string) => `<div class="entry"><h3>${text(title)}</h3>${body}</div>`;

export const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((cell) => `<th>${text(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${text(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** A block kept on one page. */
export const keep = (...blocks: string[]) => `<section class="keep">${blocks.join('')}</section>`;

/** Figures side by side, each over its label. */
export const figures = (items: readonly { figure: string; label: string }[]) =>
  `<div class="figures">${items
    .map((item) => `<div><strong>${text(item.figure)}</strong><span>${text(item.label)}</span></div>`)
    .join('')}</div>`;

export interface DocumentPage {
  title: string;
  /** The line over the title: "Founder toolkit". */
  kicker: string;
  body: string;
}

const styles = `
@page { size: Letter; margin: 0.7in 0.75in 0.65in; }
* { box-sizing: border-box; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.5; color: ${colors.ink}; }
body { margin: 0; }
header { border-bottom: 3px solid ${colors.amber}; padding-bottom: 14pt; margin-bottom: 16pt; }
.kicker { margin: 0 0 4pt; font-size: 8.5pt; font-weight: bold; letter-spacing: 0.12em; text-transform: uppercase; color: ${colors.teal}; }
h1 { margin: 0; font-family: "DejaVu Serif", "Liberation Serif", Georgia, serif; font-size: 24pt; line-height: 1.15; color: ${colors.navy}; }
.brand { margin: 6pt 0 0; font-size: 9pt; color: ${colors.inkMuted}; }
h2 { margin: 18pt 0 6pt; font-family: "DejaVu Serif", "Liberation Serif", Georgia, serif; font-size: 14pt; color: ${colors.navy}; break-after: avoid; }
h3 { margin: 10pt 0 3pt; font-size: 10.5pt; color: ${colors.navy}; break-after: avoid; }
p { margin: 0 0 7pt; }
.lead { font-size: 11.5pt; color: ${colors.ink}; }
.note { padding: 8pt 10pt; border-left: 3pt solid ${colors.teal}; background: #EEF8F6; }
ul, ol { margin: 0 0 8pt; padding-left: 16pt; }
li { margin: 0 0 3pt; }
.checklist { list-style: none; padding: 0; }
.checklist li { position: relative; padding-left: 20pt; margin-bottom: 5pt; break-inside: avoid; }
.checklist .box { position: absolute; left: 0; top: 2pt; width: 10pt; height: 10pt; border: 1.2pt solid ${colors.navy}; border-radius: 2pt; }
.entry { break-inside: avoid; margin-bottom: 6pt; }
.entry p { margin-bottom: 3pt; }
.keep { break-inside: avoid; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; font-size: 9.5pt; break-inside: avoid; }
th, td { text-align: left; vertical-align: top; padding: 5pt 6pt; border-bottom: 0.75pt solid ${colors.line}; }
th { background: ${colors.navy}; color: ${colors.white}; font-weight: bold; }
.figures { display: flex; gap: 8pt; margin: 8pt 0 12pt; }
.figures div { flex: 1; padding: 8pt; border: 0.75pt solid ${colors.line}; border-radius: 4pt; }
.figures strong { display: block; font-family: "DejaVu Serif", Georgia, serif; font-size: 16pt; color: ${colors.navy}; }
.figures span { font-size: 8.5pt; color: ${colors.inkMuted}; }
footer { margin-top: 14pt; padding-top: 6pt; border-top: 0.75pt solid ${colors.line}; font-size: 8.5pt; color: ${colors.inkMuted}; }
`;

/** The whole HTML document: title band, body, and a closing line naming the brand. */
export function documentHtml(page: DocumentPage, config: DocumentConfig): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${text(`${page.title} | ${config.brand}`)}</title><style>${styles}</style></head>
<body>
<header><p class="kicker">${text(page.kicker)}</p><h1>${text(page.title)}</h1><p class="brand">${text(config.brand)}</p></header>
${page.body}
<footer>${text(config.brand)} is a no-equity startup accelerator in Boston. More tools for founders are on the Resources page of our website.</footer>
</body></html>
`;
}
