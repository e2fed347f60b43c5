import { headTagsToHtml, serializeJsonForScript, type HeadTag } from '@pv/shared/meta/head-tags';
import { PAGE_STATE_ID, type PageState } from '../app/page-state';

interface DocumentParts {
  headTags: readonly HeadTag[];
  styleTags: string;
  appHtml: string;
  state: PageState;
  scripts: readonly string[];
}

export function htmlDocument({ headTags, styleTags, appHtml, state, scripts }: DocumentParts): string {
  const scriptTags = scripts.map((src) => `<script defer src="${src}"></script>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0B1F3A">
${headTagsToHtml(headTags)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${scriptTags}
${styleTags}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${PAGE_STATE_ID}">${serializeJsonForScript(state)}</script>
</body>
</html>`;
}
