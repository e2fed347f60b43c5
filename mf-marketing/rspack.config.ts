import { createFederatedConfig } from '../shared/build/rspack-config.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) =>
  (['browser', 'server'] as const).map((target) =>
    createFederatedConfig({
      name: 'mf_marketing',
      dir: import.meta.dirname,
      target,
      mode: argv.mode ?? 'production',
      exposes: { './pages': './src/pages.ts' },
    }),
  );
