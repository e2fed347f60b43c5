import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';

interface DocumentParts {
  headTags: readonly HeadTag[];
  styleTags: string;
  /** `<link rel="preload">` and the like, from the render: fetched from the document's first bytes. */
  resourceHints?: string;
  appHtml: string;
  state: PageState;
  scripts: readonly string[];
}

export function htmlDocument({ headTags, styleTags, resourceHints = '', appHtml, state, scripts }: DocumentParts): string {
  // The entry is evaluated in a task of its own rather than with the end of parsing and the first
  // layout (`defer`), and cannot interrupt the parser, being the last element (the preload scanner
  // fetches it early all the same). Each browser entry is one file (shell/rspack.config.ts), so
  // nothing depends on the order `async` does not keep.
  const scriptTags = scripts.map((src) => `<script async src="${src}"></script>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0B1F3A">
${headTagsToHtml(headTags)}
${resourceHints}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styleTags}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${PAGE_STATE_ID}">${serializeJsonForScript(state)}</script>
${scriptTags}
</body>
</html>`;
}
