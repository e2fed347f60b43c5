import type { Configuration } from '@rspack/core';
import { remoteBuild } from '../shared/build/rspack-config.ts';
import { emitFilesPlugin } from '../shared/build/emit-files-plugin.ts';
import { allowSourceImports } from '../shared/build/source-imports.ts';

// `./results`: what the shell's server calls to read an answer code and write the results e-mail.
const build = remoteBuild('mf_assessment', import.meta.dirname, { './results': './src/results.ts' });

// The persona cards are drawn while the browser build runs and published at the deployment's root
// (/images/compass/*.png, beside /browser), where the shell's server forwards them.
const personaCards = emitFilesPlugin('persona-cards', async () => {
  allowSourceImports();
  const { personaCards: draw } = await import('./build/persona-cards.ts');
  const cards = await draw();
  return Object.fromEntries(Object.entries(cards).map(([file, png]) => [`../${file}`, png]));
});

export default (env: unknown, argv: { mode?: 'production' | 'development' }): Configuration[] =>
  build(env, argv).map((config) =>
    config.name?.endsWith('-browser') ? { ...config, plugins: [...(config.plugins ?? []), personaCards] } : config,
  );
