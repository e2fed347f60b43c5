// The shell's own script islands by name (docs/decisions/0032-react-islands.md): started without
// React by the boot script, which imports this module, a chunk of its own build, when one is due.
// The e-mail form is shared (the footer's newsletter, the assessment's results e-mail); whichever
// page renders it, its script is the shell's.
import type { ScriptIslandStarts } from '@pv/shared/islands/islands-module';
import { startEmailForm } from '@pv/shared/forms/email-form-start';
import { startFloatingCta } from './app/layout/floating-cta-start';
import { startRemoteRetry } from './app/remote/remote-retry-start';

export const scriptIslands = {
  'email-form': startEmailForm,
  'floating-cta': startFloatingCta,
  'remote-retry': startRemoteRetry,
} satisfies ScriptIslandStarts;
