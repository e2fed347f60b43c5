// One mapping from a page's meta to head tags, used by the server (as HTML) and by the browser
// (applied to the DOM on client navigation).
import type { SiteConfig } from '@pv/shared/config/site-config';
import { DEFAULT_TITLE, type JsonLd, type PageMeta } from '@pv/shared/meta/page-meta';
import { facts } from '@pv/shared/content/facts';
import { escapeHtml } from '@pv/shared/meta/escape-html';

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; title?: string }
  | { kind: 'json-ld'; data: JsonLd };

/** The shell serves both from its public folder (`shell/brand/render-brand-images.ts` draws them). */
export const DEFAULT_SOCIAL_IMAGE = '/images/social-card.png';
export const LOGO_PATH = '/images/logo.png';
export const FEED_PATH = '/rss.xml';
export const JSON_FEED_PATH = '/feed.json';

export function documentTitle(meta: PageMeta, config: SiteConfig): string {
  if (meta.fullTitle) return meta.fullTitle;
  return meta.title ? `${meta.title} | ${config.brand}` : `${config.brand} | ${DEFAULT_TITLE}`;
}

export function defaultDescription(config: SiteConfig): string {
  return `${config.brand} is a no-equity, data-informed startup accelerator in Boston. ${facts.fundedFounders} founders funded; you keep ${facts.ownershipKept} ownership.`;
}

/** An absolute URL as is; a site path on the configured origin. */
export const absoluteUrl = (config: SiteConfig, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${config.origin}${pathOrUrl}`;

export function organizationJsonLd(config: SiteConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.brand,
    url: config.origin,
    logo: absoluteUrl(config, LOGO_PATH),
    email: config.emails.support,
    foundingDate: String(facts.founded),
    address: { '@type': 'PostalAddress', addressLocality: 'Boston', addressRegion: 'MA', addressCountry: 'US' },
    sameAs: [config.urls.linkedin, config.urls.x, config.urls.facebook, config.urls.instagram],
  };
}

/**
 * `canonicalPath`: the path of the URL to index for this page (its own, or the one its route names
 * as canonical: `canonicalPath` of @pv/shared/contract/routes). A page that answers 404 names none.
 */
export function headTags(meta: PageMeta, canonicalPath: string, config: SiteConfig): HeadTag[] {
  const title = documentTitle(meta, config);
  const description = meta.description ?? defaultDescription(config);
  const canonical = meta.status === 404 ? null : `${config.origin}${canonicalPath}`;
  const image = absoluteUrl(config, meta.image ?? DEFAULT_SOCIAL_IMAGE);
  const type = meta.type ?? 'website';
  const tags: HeadTag[] = [
    { kind: 'title', text: title },
    { kind: 'meta', name: 'description', content: description },
    ...(canonical ? [{ kind: 'link', rel: 'canonical', href: canonical } as const] : []),
    { kind: 'link', rel: 'alternate', type: 'application/rss+xml', href: FEED_PATH, title: `${config.brand} Blog` },
    { kind: 'link', rel: 'alternate', type: 'application/feed+json', href: JSON_FEED_PATH, title: `${config.brand} Blog` },
    { kind: 'meta', property: 'og:site_name', content: config.brand },
    { kind: 'meta', property: 'og:type', content: type },
    { kind: 'meta', property: 'og:title', content: title },
    { kind: 'meta', property: 'og:description', content: description },
    ...(canonical ? [{ kind: 'meta', property: 'og:url', content: canonical } as const] : []),
    { kind: 'meta', property: 'og:image', content: image },
    { kind: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { kind: 'meta', name: 'twitter:title', content: title },
    { kind: 'meta', name: 'twitter:description', content: description },
    { kind: 'meta', name: 'twitter:image', content: image },
  ];
  if (meta.noindex) tags.push({ kind: 'meta', name: 'robots', content: 'noindex,nofollow' });
  if (type === 'article' && meta.article) {
    const { publishedTime, modifiedTime, author } = meta.article;
    tags.push(
      { kind: 'meta', property: 'article:published_time', content: publishedTime },
      { kind: 'meta', property: 'article:modified_time', content: modifiedTime },
      { kind: 'meta', property: 'article:author', content: author },
      ...meta.article.tags.map((tag): HeadTag => ({ kind: 'meta', property: 'article:tag', content: tag })),
    );
  }
  tags.push({ kind: 'json-ld', data: organizationJsonLd(config) });
  for (const data of meta.jsonLd ?? []) tags.push({ kind: 'json-ld', data });
  return tags;
}

/** JSON inside a <script> must not be able to close it. */
export const serializeJsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const HEAD_TAG_ATTRIBUTE = 'data-page-head';

export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title>${escapeHtml(tag.text)}</title>`;
        case 'meta': {
          const key = tag.name !== undefined ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? '')}"`;
          return `<meta ${HEAD_TAG_ATTRIBUTE} ${key} content="${escapeHtml(tag.content)}">`;
        }
        case 'link': {
          const extra = `${tag.type ? ` type="${escapeHtml(tag.type)}"` : ''}${tag.title ? ` title="${escapeHtml(tag.title)}"` : ''}`;
          return `<link ${HEAD_TAG_ATTRIBUTE} rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"${extra}>`;
        }
        case 'json-ld':
          return `<script ${HEAD_TAG_ATTRIBUTE} type="application/ld+json">${serializeJsonForScript(tag.data)}</script>`;
      }
    })
    .join('\n');
}

/** Browser: replaces the previous page's tags with these. */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document) {
  for (const el of Array.from(doc.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`))) el.remove();
  for (const tag of tags) {
    if (tag.kind === 'title') {
      doc.title = tag.text;
      continue;
    }
    const el = doc.createElement(tag.kind === 'json-ld' ? 'script' : tag.kind);
    el.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    if (tag.kind === 'meta') {
      if (tag.name !== undefined) el.setAttribute('name', tag.name);
      else el.setAttribute('property', tag.property ?? '');
      el.setAttribute('content', tag.content);
    } else if (tag.kind === 'link') {
      el.setAttribute('rel', tag.rel);
      el.setAttribute('href', tag.href);
      if (tag.type) el.setAttribute('type', tag.type);
      if (tag.title) el.setAttribute('title', tag.title);
    } else {
      el.setAttribute('type', 'application/ld+json');
      el.textContent = JSON.stringify(tag.data);
    }
    doc.head.appendChild(el);
  }
}
