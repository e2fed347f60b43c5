// `npm run serve` in a remote's folder: serves its current release (`npm run release`), or, before
// the first release or with `--dist`, its build in `dist/` (run `npm run build` first). With
// `--release` (a container's start) it first releases `dist/` when that build is new, checking the
// contract; a restart keeps a rollback.
import path from 'node:path';
import { readOrExit } from '@pv/shared/config/environment.ts';
import { remoteByFolder } from '@pv/shared/contract/remotes.ts';
import { releaseRemote } from '../releases/release-remote.ts';
import { heldBackNotice, keepCountOf, releasesDirOf } from '../releases/releases.ts';
import { startRemoteServer } from './remote-server.ts';
import { servedRemote } from './served-remote.ts';

const { name, port } = readOrExit('The remote server', () => servedRemote(process.cwd(), process.env));
const releasesDir = releasesDirOf(process.cwd(), process.env);
const remote = remoteByFolder(path.basename(process.cwd()));
if (process.argv.includes('--release') && remote) {
  try {
    const published = await releaseRemote({
      remote,
      remoteDir: process.cwd(),
      releasesDir,
      keep: keepCountOf(process.env),
      build: false,
      promote: 'when-new',
    });
    console.log(`${name}: built release ${published.version}; current ${published.index.current ?? 'none'}`);
    const heldBack = heldBackNotice(remote.folder, published);
    if (heldBack) console.warn(heldBack);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
startRemoteServer({ dist: path.resolve('dist'), releases: process.argv.includes('--dist') ? undefined : releasesDir, port, name });
