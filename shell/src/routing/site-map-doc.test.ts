// docs/site-map.md says what the route table says. After a change of the table, write the
// document's tables afresh with `npm run site-map -w @pv/shell`.
import fs from 'node:fs';
import path from 'node:path';
import { sectionOf, siteMapSections, withGeneratedSections, type SiteMapSection } from './site-map-doc';

const documentPath = path.resolve(__dirname, '../../../docs/site-map.md');

if (process.env.WRITE_SITE_MAP === '1') fs.writeFileSync(documentPath, withGeneratedSections(fs.readFileSync(documentPath, 'utf8')));

const markdown = fs.readFileSync(documentPath, 'utf8');

it.each(Object.keys(siteMapSections) as SiteMapSection[])('docs/site-map.md has the %s of the route table', (name) => {
  expect(sectionOf(markdown, name)).toBe(siteMapSections[name]());
});

it('notices a document that disagrees with the table', () => {
  const edited = markdown.replace('| `/privacy`', '| `/privacy-policy`');
  expect(edited).not.toBe(markdown);
  expect(sectionOf(edited, 'routes')).not.toBe(siteMapSections.routes());
});
