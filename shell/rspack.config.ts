import { createFederatedConfig } from '../shared/build/rspack-config.ts';

export default (_env: unknown, argv: { mode?: 'production' | 'development' }) => [
  createFederatedConfig({ name: 'shell', dir: import.meta.dirname, target: 'browser', mode: argv.mode ?? 'production', entry: { main: './src/client/index.ts' } }),
  createFederatedConfig({ name: 'shell', dir: import.meta.dirname, target: 'server', mode: argv.mode ?? 'production', entry: { index: './src/server/index.ts' } }),
];
