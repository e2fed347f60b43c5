// Releasing one remote: build it (unless its `dist/` is taken as it is), check the build against
// the shell's contract, publish it. Used by `npm run release` and by `npm start`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteIdentity, RemoteName } from '@pv/shared/contract/remotes.ts';
import { checkRemoteContract } from './contract-check.ts';
import { publishRelease, type PublishOptions, type PublishResult } from './releases.ts';

export interface ReleaseOptions {
  remote: RemoteIdentity<RemoteName>;
  remoteDir: string;
  releasesDir: string;
  keep: number;
  /** Run `npm run build` first (default); false releases `dist/` as it is. */
  build?: boolean;
  promote?: PublishOptions['promote'];
}

export async function releaseRemote({
  remote,
  remoteDir,
  releasesDir,
  keep,
  build = true,
  promote = true,
}: ReleaseOptions): Promise<PublishResult> {
  if (build) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: remoteDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${remote.folder}: the build failed; nothing was published`);
  }
  const distDir = path.join(remoteDir, 'dist');
  const problems = await checkRemoteContract(remote.name, distDir);
  if (problems.length > 0) {
    throw new Error(
      `${remote.folder}: the build breaks the shell's contract; nothing was published:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string };
  return publishRelease({ distDir, releasesDir, packageVersion: version, keep, promote });
}
