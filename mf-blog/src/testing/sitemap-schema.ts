// The rules of the sitemaps.org 0.9 schema (sitemap.xsd) a sitemap file must follow, checked on
// the parsed document: the errors found, none for a valid file.
import { SITEMAP_NAMESPACE } from '../sitemap/sitemap-xml';

const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** W3C Datetime: a date, or a date-time with minutes and a time zone (xsd:date | xsd:dateTime). */
const W3C_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;
const ORDER = ['loc', 'lastmod', 'changefreq', 'priority'];

export function sitemapSchemaErrors(xml: string): string[] {
  const errors: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) errors.push('no UTF-8 XML declaration');
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [...errors, 'not well-formed XML'];
  const root = doc.documentElement;
  if (root.localName !== 'urlset' || root.namespaceURI !== SITEMAP_NAMESPACE) errors.push(`root is ${root.namespaceURI} ${root.localName}`);
  const urls = Array.from(root.children);
  if (urls.length > 50_000) errors.push('more than 50,000 urls');
  urls.forEach((url, index) => {
    const where = `url ${index + 1}`;
    if (url.localName !== 'url' || url.namespaceURI !== SITEMAP_NAMESPACE) {
      errors.push(`${where}: unexpected <${url.localName}>`);
      return;
    }
    const fields = Array.from(url.children).filter((child) => child.namespaceURI === SITEMAP_NAMESPACE);
    const names = fields.map((field) => field.localName);
    const expectedOrder = ORDER.filter((name) => names.includes(name));
    if (names.join() !== expectedOrder.join()) errors.push(`${where}: fields ${names.join(',')} not in schema order or repeated`);
    const text = (name: string) => fields.find((field) => field.localName === name)?.textContent ?? null;
    const loc = text('loc');
    if (loc === null) errors.push(`${where}: no <loc>`);
    else {
      if (loc.length < 12 || loc.length > 2048) errors.push(`${where}: loc length ${loc.length}`);
      if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(loc)) errors.push(`${where}: loc ${loc} is not an absolute http(s) URL`);
      else if (new URL(loc).href !== loc && new URL(loc).href !== `${loc}/`) errors.push(`${where}: loc ${loc} is not URL-escaped`);
    }
    const lastmod = text('lastmod');
    if (lastmod !== null && !W3C_DATETIME.test(lastmod)) errors.push(`${where}: lastmod ${lastmod} is not a W3C datetime`);
    const changefreq = text('changefreq');
    if (changefreq !== null && !CHANGEFREQ.has(changefreq)) errors.push(`${where}: changefreq ${changefreq}`);
    const priority = text('priority');
    if (priority !== null && (!/^(0(\.\d+)?|1(\.0+)?)$/.test(priority) || Number(priority) > 1))
      errors.push(`${where}: priority ${priority}`);
  });
  return errors;
}
