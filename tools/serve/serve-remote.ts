// `npm run serve` in a remote's folder: serves its current release (`npm run release`), or, before
// the first release or with `--dist`, its build in `dist/` (run `npm run build` first).
import path from 'node:path';
import { readOrExit } from '@pv/shared/config/environment.ts';
import { releasesDirOf } from '../releases/releases.ts';
import { startRemoteServer } from './remote-server.ts';
import { servedRemote } from './served-remote.ts';

const { name, port } = readOrExit('The remote server', () => servedRemote(process.cwd(), process.env));
const releases = process.argv.includes('--dist') ? undefined : releasesDirOf(process.cwd(), process.env);
startRemoteServer({ dist: path.resolve('dist'), releases, port, name });
