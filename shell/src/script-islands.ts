// The shell's own script islands by name (docs/decisions/0026-script-islands.md): started without
// React by the boot script, which imports this module, a chunk of its own build, when one is due.
import type { ScriptIslandStarts } from '@pv/shared/islands/script-islands';
import { startFloatingCta } from './app/layout/floating-cta-start';
import { startNewsletter } from './app/newsletter/newsletter-start';
import { startRemoteRetry } from './app/remote/remote-retry-start';

export const scriptIslands = {
  newsletter: startNewsletter,
  'floating-cta': startFloatingCta,
  'remote-retry': startRemoteRetry,
} satisfies ScriptIslandStarts;
