// `npm run dev` in a remote's folder: development build in watch mode, served with its standalone
// page. Reload the browser after a rebuild; the composed site picks the new build up as well.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { readOrExit } from '@pv/shared/config/environment.ts';
import { startRemoteServer } from './remote-server.ts';
import { servedRemote } from './served-remote.ts';

/** A remote's `rspack.config.ts` (mf-blog's is async: it reads the posts first). */
type ConfigFactory = (env: unknown, argv: { mode: 'development' }) => Configuration[] | Promise<Configuration[]>;

const { name, port } = readOrExit('The remote dev server', () => servedRemote(process.cwd(), process.env));
const { default: factory } = (await import(pathToFileURL(path.resolve('rspack.config.ts')).href)) as { default: ConfigFactory };

rspack(await factory({}, { mode: 'development' })).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error) console.error(error);
  else console.log(stats?.toString({ preset: 'errors-warnings', colors: true }) || `${name}: rebuilt`);
});
startRemoteServer({ dist: path.resolve('dist'), port, name });
