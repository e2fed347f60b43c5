// `npm run release|promote|rollback -w <remote>`, run in the remote's folder:
//   release [--no-build] [--no-promote] [--keep N]   build, check the contract, publish, make current
//   promote <version>                                make a kept release current
//   rollback                                         make the previous release current again
// The release folder is RELEASES_DIR, else `<remote>/releases`; RELEASES_KEEP (or --keep) releases
// are kept, never the current or the previous one (docs/decisions/0009-releases.md).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteByFolder } from '@pv/shared/contract/remotes.ts';
import type { ReleaseIndex } from './release-index.ts';
import { releaseRemote } from './release-remote.ts';
import { keepCountOf, promoteRelease, releasesDirOf, rollBackRelease } from './releases.ts';

const remoteDir = process.cwd();
const releasesDir = releasesDirOf(remoteDir, process.env);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-build': { type: 'boolean' }, 'no-promote': { type: 'boolean' }, keep: { type: 'string' } },
});
const [command, version] = positionals;

const describe = (index: ReleaseIndex) => `current ${index.current ?? 'none'}, previous ${index.previous ?? 'none'}`;

async function release() {
  const remote = remoteByFolder(path.basename(remoteDir));
  if (!remote) throw new Error(`${remoteDir} is not a remote's folder`);
  const result = await releaseRemote({
    remote,
    remoteDir,
    releasesDir,
    keep: keepCountOf(process.env, values.keep),
    build: !values['no-build'],
    promote: !values['no-promote'],
  });
  console.log(`${remote.folder}: release ${result.version} ${result.copied ? 'published' : 'was already published'} in ${releasesDir}`);
  if (result.pruned.length > 0) console.log(`${remote.folder}: pruned ${result.pruned.join(', ')}`);
  console.log(`${remote.folder}: ${describe(result.index)}`);
}

try {
  if (command === 'release') await release();
  else if (command === 'promote' && version) console.log(`Promoted: ${describe(promoteRelease(releasesDir, version))}`);
  else if (command === 'rollback') console.log(`Rolled back: ${describe(rollBackRelease(releasesDir))}`);
  else throw new Error('Usage: release [--no-build] [--no-promote] [--keep N] | promote <version> | rollback');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
