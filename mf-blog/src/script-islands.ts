// Every script island of this remote by name: built into its browser `script-islands.js`, without
// React, which the boot script loads when one of them is due (docs/decisions/0026-script-islands.md).
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { startBlogList } from './list/blog-list-start';

export const scriptIslands = {
  'blog-list': startBlogList,
} satisfies ScriptIslandStarts;
