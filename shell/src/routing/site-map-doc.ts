// The tables of docs/site-map.md, written from the route table and the server's path table. Each sits between
// `<!-- site-map:NAME -->` and `<!-- /site-map:NAME -->`; site-map-doc.test.ts fails when the
// document differs, and `npm run site-map -w @pv/shell` rewrites them.
import { routes, type SiteRoute } from '@pv/shared/contract/routes';
import { serverPaths } from '@pv/shared/contract/server-paths';

/** A markdown table with its columns padded, as prettier writes it (blank lines around it, too). */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const code = (text: string) => `\`${text}\``;

export const siteMapSections = {
  routes: () =>
    table(
      ['path', 'remote', 'page id', 'status', 'canonical', 'page'],
      (routes as readonly SiteRoute[]).map((route) => [
        code(route.path),
        route.remote,
        code(route.page),
        route.status,
        route.canonical ? code(route.canonical) : '',
        route.title,
      ]),
    ),
  paths: () =>
    table(
      ['path', 'methods', 'kind', 'answered by', 'what'],
      serverPaths.map((entry) => [code(entry.path), entry.methods.join(', '), entry.kind, entry.answeredBy, entry.title]),
    ),
} as const;

export type SiteMapSection = keyof typeof siteMapSections;

const start = (name: string) => `<!-- site-map:${name} -->`;
const end = (name: string) => `<!-- /site-map:${name} -->`;
const marked = (name: string) => new RegExp(`${start(name)}\\n([\\s\\S]*?)${end(name)}`);

/** The generated table of one section as the document has it, or null when its markers are missing. */
export function sectionOf(markdown: string, name: SiteMapSection): string | null {
  const content = marked(name).exec(markdown)?.[1];
  return content === undefined ? null : content.trim();
}

/** The document with every section's table written afresh from the route table. */
export function withGeneratedSections(markdown: string): string {
  return (Object.keys(siteMapSections) as SiteMapSection[]).reduce(
    (text, name) => text.replace(marked(name), () => `${start(name)}\n\n${siteMapSections[name]()}\n\n${end(name)}`),
    markdown,
  );
}
