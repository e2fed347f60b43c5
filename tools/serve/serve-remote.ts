// `npm run serve` in a remote's folder: serves its production build (run `npm run build` first).
import path from 'node:path';
import { readOrExit } from '@pv/shared/config/environment.ts';
import { startRemoteServer } from './remote-server.ts';
import { servedRemote } from './served-remote.ts';

const { name, port } = readOrExit('The remote server', () => servedRemote(process.cwd(), process.env));
startRemoteServer({ dist: path.resolve('dist'), port, name });
