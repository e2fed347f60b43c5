// `npm run serve` in a remote's folder: serves its production build (run `npm run build` first).
import path from 'node:path';
import { portFromArgs, startRemoteServer } from '@pv/shared/server/remote-server.server.ts';

startRemoteServer({ dist: path.resolve('dist'), port: portFromArgs(), name: path.basename(process.cwd()) });
