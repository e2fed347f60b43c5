import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { FAVICON_DATA_URL } from '../app/layout/brand-mark-shape';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { entryStarter, speculationRulesScript } from './inline-scripts';

interface DocumentParts {
  headTags: readonly HeadTag[];
  styleTags: string;
  /** `<link rel="preload">` and the like, from the render: fetched from the document's first bytes. */
  resourceHints?: string;
  appHtml: string;
  state: PageState;
  /**
   * The boot script's files (client/boot/): every page runs them once it has painted. Nothing
   * fetches them sooner: a script that arrives before the first paint competes with the page's
   * fonts and first image, and Lighthouse's replay counts it against both paints.
   */
  boot: readonly string[];
  /** The brand faces' preload and @font-face rules (brand-font-head.ts). */
  fontHead?: string;
  /** On a previewed page, the shell's badge (releases/preview-badge.ts). */
  previewBadge?: string;
}

/**
 * What the browser build gives pages: the boot script and the brand faces every page carries, and
 * the hydrator's files (client/hydrator/), which the boot script adds with a page's first React
 * island due (named in the page state).
 */
export type DocumentAssets = Pick<DocumentParts, 'boot' | 'fontHead'> & { hydrator: readonly string[] };

export function htmlDocument({
  headTags,
  styleTags,
  resourceHints = '',
  appHtml,
  state,
  boot,
  fontHead = '',
  previewBadge = '',
}: DocumentParts): string {
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
