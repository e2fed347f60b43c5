import { createHash } from 'node:crypto';
import path from 'node:path';
import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { escapeHtml } from '@pv/shared/meta/escape-html';
import { EXIT_PREVIEW_PATH, type PreviewGrant } from '@pv/shared/contract/release-preview';
import { brandFonts } from '@pv/shared/theme/fonts';
import { fontFaceCss } from '@pv/shared/theme/font-faces';
import { FAVICON_DATA_URL } from '../app/layout/brand-mark-shape';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { speculationRules } from '../routing/page-links';

interface DocumentParts {
  headTags: readonly HeadTag[];
  styleTags: string;
  /** `<link rel="preload">` and the like, from the render: fetched from the document's first bytes. */
  resourceHints: string;
  appHtml: string;
  state: PageState;
  /** Run once the page has painted: a script that arrives sooner competes with the fonts and first image. */
  boot: readonly string[];
  fontHead: string;
  previewBadge: string;
}

/** The hydrator's files are added by the boot script with a page's first React island due. */
export type DocumentAssets = Pick<DocumentParts, 'boot' | 'fontHead'> & { hydrator: readonly string[] };

export function htmlDocument({ headTags, styleTags, resourceHints, appHtml, state, boot, fontHead, previewBadge }: DocumentParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0B1F3A">
${headTagsToHtml(headTags)}
${fontHead}${resourceHints}<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">
${styleTags}
</head>
<body>
<div id="root">${appHtml}</div>${previewBadge}
<script type="application/json" id="${PAGE_STATE_ID}">${serializeJsonForScript(state)}</script>
${speculationRulesScript()}${entryStarter(boot)}
</body>
</html>`;
}

const badgeStyle = `<style>.pv-preview-badge{position:fixed;z-index:2147483647;left:12px;bottom:12px;max-width:calc(100vw - 24px);box-sizing:border-box;padding:8px 12px;border-radius:8px;background:#0B1F3A;color:#fff;font:500 14px/1.4 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.3)}.pv-preview-badge a{color:#fff;font-weight:700;text-decoration:underline;margin-left:8px}</style>`;

/** What is previewed and a link that ends the preview; no script, so it shows before the boot script runs. */
export function previewBadge(previewed: readonly PreviewGrant[], url: URL): string {
  if (previewed.length === 0) return '';
  const what = previewed.map((grant) => `${escapeHtml(grant.remote)} ${escapeHtml(grant.release)}`).join(', ');
  const exit = `${EXIT_PREVIEW_PATH}?${new URLSearchParams({ to: `${url.pathname}${url.search}` }).toString()}`;
  return `${badgeStyle}<aside class="pv-preview-badge" aria-label="Preview" data-preview-badge>Preview: ${what}<a href="${escapeHtml(exit)}">Exit preview</a></aside>`;
}

// The document's two inline scripts, which the CSP allows by their hashes (security-headers.ts).
/** The starter's element: `data-src` holds the entry URLs, separated by spaces. */
export const STARTER_ID = 'pv-start';

/**
 * Adds the entry scripts once the first contentful paint is on screen, so no script delays or
 * competes with it. A page not being shown (a background tab, a prerender) paints nothing yet: its
 * entries start at once, as where paint timing is missing.
 */
export const STARTER_SCRIPT = [
  '(function(s){',
  'function go(){s.dataset.src.split(" ").forEach(function(src){var e=document.createElement("script");e.src=src;document.body.appendChild(e)})}',
  'var P=window.PerformanceObserver;',
  'if(document.visibilityState!=="visible"||document.prerendering||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")===-1)return go();',
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})',
  '})(document.currentScript)',
].join('');

export const SPECULATION_RULES_SCRIPT = serializeJsonForScript(speculationRules());

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const INLINE_SCRIPT_SOURCES = [hashSource(SPECULATION_RULES_SCRIPT), hashSource(STARTER_SCRIPT)] as const;

/** The body's last element; none when the page has no script. */
export const entryStarter = (scripts: readonly string[]) =>
  scripts.length === 0 ? '' : `<script id="${STARTER_ID}" data-src="${escapeHtml(scripts.join(' '))}">${STARTER_SCRIPT}</script>`;

/** Links to pages are prerendered when the pointer rests on them (routing/page-links.ts). */
export const speculationRulesScript = () => `<script type="speculationrules">${SPECULATION_RULES_SCRIPT}</script>`;

// A preload of each brand face gives the text face its chance at the first paint.
/** boot-assets.json's `fonts`: the published file by its source's file name. */
export type PublishedFonts = Record<string, string>;

export function brandFontHead(published: PublishedFonts): string {
  const urlOf = (file: string) => {
    const asset = published[path.basename(file)];
    if (!asset) throw new Error(`The browser build did not publish the font ${file}`);
    return `/assets/${asset}`;
  };
  const preloads = brandFonts
    .map((font) => `<link rel="preload" href="${escapeHtml(urlOf(font.file))}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return `${preloads}<style>${fontFaceCss((font) => urlOf(font.file))}</style>`;
}
