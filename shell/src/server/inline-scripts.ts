// The document's two inline scripts, the only inline sources the Content-Security-Policy allows,
// each by the hash of its text (security-headers.ts):
// - the starter: the boot script is fetched and run only once the browser has shown the page, so
//   no script ever delays or competes with the first paint of the server's HTML;
// - the Speculation Rules, in the page itself rather than a file the browser fetches beside it.
import { createHash } from 'node:crypto';
import { serializeJsonForScript } from '@pv/shared/meta/head-tags';
import { speculationRules } from '../routing/page-links';
import { escapeHtml } from '@pv/shared/meta/escape-html';

/** The starter's element: `data-src` holds the entry URLs, separated by spaces. */
export const STARTER_ID = 'pv-start';

/**
 * Adds the entry scripts to the page once its first contentful paint is on screen (the paint
 * timing entry comes after the frame is presented), in a task of its own. A page that is not being
 * shown (a background tab, a prerendered page) paints nothing yet: its entries start at once, as
 * they do where paint timing is missing.
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

/** The CSP sources that allow exactly these scripts. */
export const INLINE_SCRIPT_SOURCES = [hashSource(SPECULATION_RULES_SCRIPT), hashSource(STARTER_SCRIPT)] as const;

/** The starter, the body's last element; none when the page has no script. */
export const entryStarter = (scripts: readonly string[]) =>
  scripts.length === 0 ? '' : `<script id="${STARTER_ID}" data-src="${escapeHtml(scripts.join(' '))}">${STARTER_SCRIPT}</script>`;

/** Links to pages are prerendered when the pointer rests on them (routing/page-links.ts). */
export const speculationRulesScript = () => `<script type="speculationrules">${SPECULATION_RULES_SCRIPT}</script>`;
