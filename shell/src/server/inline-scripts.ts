// The document's two inline scripts, which the CSP allows by their hashes (security-headers.ts).
import { createHash } from 'node:crypto';
import { serializeJsonForScript } from '@pv/shared/meta/head-tags';
import { speculationRules } from '../routing/page-links';
import { escapeHtml } from '@pv/shared/meta/escape-html';

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
