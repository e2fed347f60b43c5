import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { FAVICON_DATA_URL } from '../app/layout/brand-mark-shape';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';
import { entryPreloads, entryStarter, speculationRulesScript } from './inline-scripts';

interface DocumentParts {
  headTags: readonly HeadTag[];
  styleTags: string;
  /** `<link rel="preload">` and the like, from the render: fetched from the document's first bytes. */
  resourceHints?: string;
  appHtml: string;
  state: PageState;
  scripts: readonly string[];
  /** The brand faces' preload and @font-face rules (brand-font-head.ts). */
  fontHead?: string;
  /** On a previewed page, the shell's badge (releases/preview-badge.ts). */
  previewBadge?: string;
}

/** What every page's document carries from the browser build: its entry scripts and the brand faces. */
export type DocumentAssets = Pick<DocumentParts, 'scripts' | 'fontHead'>;

export function htmlDocument({
  headTags,
  styleTags,
  resourceHints = '',
  appHtml,
  state,
  scripts,
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
${fontHead}${resourceHints}${entryPreloads(scripts)}<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">
${styleTags}
</head>
<body>
<div id="root">${appHtml}</div>${previewBadge}
<script type="application/json" id="${PAGE_STATE_ID}">${serializeJsonForScript(state)}</script>
${speculationRulesScript()}${entryStarter(scripts)}
</body>
</html>`;
}
