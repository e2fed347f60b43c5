import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { escapeHtml } from '@pv/shared/meta/escape-html';
import { EXIT_PREVIEW_PATH, type PreviewGrant } from '@pv/shared/contract/release-preview';
import { FAVICON_DATA_URL } from '../app/layout/brand-mark-shape';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { entryStarter, speculationRulesScript } from './inline-scripts';

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
