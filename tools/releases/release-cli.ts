// `npm run release|promote|rollback -w <remote>`, run in the remote's folder:
//   release [--no-build] [--no-promote] [--keep N]   build, check the contract, publish, make current
//   promote <version>                                make a kept release current
//   rollback                                         make the previous release current again
//   promote <version> --canary <percent>             make a kept release the canary for a share of visitors
//   preview <version> [--to /path] [--hours N]       print a signed link showing a kept release to one browser
//   canary:status                                    the shell's figures for the current release and the canary
//   canary:abort                                     record the canary's abort in the index (every shell stops it)
// The release folder is RELEASES_DIR, else `<remote>/releases`; RELEASES_KEEP (or --keep) releases
// are kept, never the current, the previous one or the canary (docs/decisions/0009-releases.md,
// 0020-preview-and-canary.md). The shell is SITE_ORIGIN, else http://localhost:$SHELL_PORT (8080);
// links are signed with PREVIEW_SECRET and the status is read with OPS_TOKEN, the shell's own.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteByFolder } from '@pv/shared/contract/remotes.ts';
import type { ReleaseIndex } from './release-index.ts';
import { releaseRemote } from './release-remote.ts';
import { abortCanary, keepCountOf, promoteRelease, releasesDirOf, rollBackRelease } from './releases.ts';
import { canaryStatusText, previewLinkFor, readReleaseStatus } from './canary.ts';

const remoteDir = process.cwd();
const releasesDir = releasesDirOf(remoteDir, process.env);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean' },
    'no-promote': { type: 'boolean' },
    keep: { type: 'string' },
    canary: { type: 'string' },
    to: { type: 'string' },
    hours: { type: 'string' },
  },
});
const [command, version] = positionals;

const describe = (index: ReleaseIndex) =>
  `current ${index.current ?? 'none'}, previous ${index.previous ?? 'none'}` +
  (index.canary ? `, canary ${index.canary.version} for ${index.canary.percent}% of visitors` : '');

function remoteHere() {
  const remote = remoteByFolder(path.basename(remoteDir));
  if (!remote) throw new Error(`${remoteDir} is not a remote's folder`);
  return remote;
}

function promote(version: string) {
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  console.log(`${canary === undefined ? 'Promoted' : 'Canary'}: ${describe(promoteRelease(releasesDir, version, { canary }))}`);
}

async function release() {
  const remote = remoteHere();
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
  else if (command === 'promote' && version) promote(version);
  else if (command === 'rollback') console.log(`Rolled back: ${describe(rollBackRelease(releasesDir))}`);
  else if (command === 'preview' && version) {
    console.log(await previewLinkFor(remoteHere().name, version, releasesDir, process.env, { to: values.to, hours: values.hours }));
  } else if (command === 'canary:status') console.log(canaryStatusText(remoteHere().name, await readReleaseStatus(process.env)));
  else if (command === 'canary:abort') console.log(`Canary aborted: ${describe(abortCanary(releasesDir))}`);
  else {
    throw new Error(
      'Usage: release [--no-build] [--no-promote] [--keep N] | promote <version> [--canary <percent>] | rollback | preview <version> [--to /path] [--hours N] | canary:status | canary:abort',
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
