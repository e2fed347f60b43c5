import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_KEEP, readReleaseIndex, releasesToPrune, type ReleaseIndex } from './release-index.ts';
import {
  abortCanary,
  heldBackNotice,
  keepCountOf,
  promoteRelease,
  publishRelease,
  releasesDirOf,
  releaseVersion,
  rollBackRelease,
} from './releases.ts';
import { canaryStatusText, previewLinkFor } from './canary.ts';
import { isSignedGrant, LOCAL_PREVIEW_SECRET } from '@pv/shared/contract/release-preview.ts';
import type { ReleaseStatus } from '@pv/shared/contract/release-status.ts';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pv-releases-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A build folder whose files say `label`. */
function build(label: string): string {
  const dist = path.join(work, `dist-${label}`);
  for (const [file, text] of [
    ['server/remoteEntry.js', `server ${label}`],
    ['browser/remoteEntry.js', `browser ${label}`],
    ['images/blog/cover.svg', '<svg/>'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  return dist;
}

let clock = 0;
const publish = (label: string, options: { keep?: number; promote?: boolean | 'when-new' } = {}) =>
  publishRelease({
    distDir: build(label),
    releasesDir: path.join(work, 'releases'),
    packageVersion: '1.2.0',
    keep: options.keep ?? DEFAULT_KEEP,
    promote: options.promote,
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)),
  });

describe('a release', () => {
  it('is named by the package version and a hash of the build, the same for the same files', () => {
    const version = releaseVersion(build('a'), '1.2.0');
    expect(version).toMatch(/^1\.2\.0-[0-9a-f]{8}$/);
    expect(releaseVersion(build('a'), '1.2.0')).toBe(version);
    expect(releaseVersion(build('b'), '1.2.0')).not.toBe(version);
  });

  it('copies the whole build into its own folder, records it and makes it current', () => {
    const first = publish('a');
    const second = publish('b');
    const releases = path.join(work, 'releases');
    expect(fs.readFileSync(path.join(releases, first.version, 'server/remoteEntry.js'), 'utf8')).toBe('server a');
    expect(fs.readFileSync(path.join(releases, second.version, 'images/blog/cover.svg'), 'utf8')).toBe('<svg/>');
    const index = readReleaseIndex(releases);
    expect(index).toMatchObject({ current: second.version, previous: first.version });
    expect(index.releases.map((release) => release.version)).toEqual([first.version, second.version]);
    expect(fs.readdirSync(releases).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('published again is not copied again, and only made current', () => {
    const first = publish('a');
    publish('b');
    const again = publish('a');
    expect(again).toMatchObject({ version: first.version, copied: false });
    expect(again.index).toMatchObject({ current: first.version });
    expect(again.index.releases).toHaveLength(2);
  });

  it('can be published without being made current', () => {
    const first = publish('a');
    const staged = publish('b', { promote: false });
    expect(staged.index).toMatchObject({ current: first.version, previous: null });
  });

  it('`when-new` makes only a new build current, so a rollback survives a restart', () => {
    const first = publish('a', { promote: 'when-new' });
    expect(first.index.current).toBe(first.version);
    const second = publish('b', { promote: 'when-new' });
    expect(second.index.current).toBe(second.version);
    rollBackRelease(path.join(work, 'releases'));
    const again = publish('b', { promote: 'when-new' });
    expect(again.index.current).toBe(first.version);
    expect(heldBackNotice('mf-blog', again)).toBe(
      `mf-blog: serving release ${first.version}, not the build in dist/ (${second.version}, published before; a rollback stays). ` +
        `To serve the build: npm run promote -w mf-blog -- ${second.version}`,
    );
    expect(heldBackNotice('mf-blog', first)).toBeNull();
  });

  it('refuses a folder without a build', () => {
    expect(() => publishRelease({ distDir: work, releasesDir: path.join(work, 'releases'), packageVersion: '1.0.0', keep: 5 })).toThrow(
      'holds no build',
    );
  });
});

describe('promote and roll back', () => {
  it('promote makes any kept release current and the one before it previous; rollback goes back', () => {
    const releases = path.join(work, 'releases');
    const [a = '', b, c] = ['a', 'b', 'c'].map((label) => publish(label).version);
    expect(promoteRelease(releases, a)).toMatchObject({ current: a, previous: c });
    expect(rollBackRelease(releases)).toMatchObject({ current: c, previous: a });
    expect(rollBackRelease(releases)).toMatchObject({ current: a, previous: c });
    expect(readReleaseIndex(releases)).toMatchObject({ current: a, previous: c });
    expect(b).toBeDefined();
  });

  it('promote refuses a release that is not kept, rollback one without a previous release', () => {
    const releases = path.join(work, 'releases');
    publish('a');
    expect(() => promoteRelease(releases, '9.9.9-00000000')).toThrow('No release 9.9.9-00000000 is kept');
    expect(() => rollBackRelease(releases)).toThrow('There is no previous release to roll back to');
  });
});

describe('a canary', () => {
  const now = new Date(Date.UTC(2026, 10, 26, 10, 0, 0));
  it('records a kept candidate and its share; the same candidate again only changes its share; promote moves the rest', () => {
    const releases = path.join(work, 'releases');
    const [a, b = ''] = [publish('a').version, publish('b', { promote: false }).version];
    expect(promoteRelease(releases, b, { canary: 10, now })).toMatchObject({
      current: a,
      canary: { version: b, percent: 10, since: now.toISOString() },
    });
    const later = new Date(now.getTime() + 60_000);
    expect(promoteRelease(releases, b, { canary: 50, now: later }).canary).toEqual({ version: b, percent: 50, since: now.toISOString() });
    // Pruning never takes the candidate's files.
    expect(releasesToPrune(readReleaseIndex(releases), 0)).not.toContain(b);
    expect(promoteRelease(releases, b)).toMatchObject({ current: b, previous: a, canary: null });
  });

  it('refuses the current release, an unknown one and a share outside (0, 100]', () => {
    const releases = path.join(work, 'releases');
    const [a = '', b = ''] = [publish('a').version, publish('b', { promote: false }).version];
    expect(() => promoteRelease(releases, a, { canary: 10 })).toThrow(`${a} is the current release already`);
    expect(() => promoteRelease(releases, '9.9.9-00000000', { canary: 10 })).toThrow('No release 9.9.9-00000000 is kept');
    for (const percent of [0, 101, Number.NaN]) expect(() => promoteRelease(releases, b, { canary: percent })).toThrow("A canary's share");
  });

  it('aborted, leaves the index without it and records which one was aborted', () => {
    const releases = path.join(work, 'releases');
    const [, b = ''] = [publish('a').version, publish('b', { promote: false }).version];
    promoteRelease(releases, b, { canary: 10, now });
    expect(abortCanary(releases, now)).toMatchObject({ canary: null, aborted: { version: b, at: now.toISOString() } });
    expect(() => abortCanary(releases, now)).toThrow('There is no canary to abort');
  });
});

describe("a team's view", () => {
  it('a preview link is signed for a kept release, until its expiry', async () => {
    const releases = path.join(work, 'releases');
    const b = publish('b', { promote: false }).version;
    const link = new URL(
      await previewLinkFor('mf_blog', b, releases, { SITE_ORIGIN: 'https://www.example' }, { to: '/blog', hours: '2', now: 0 }),
    );
    expect([link.origin, link.pathname, link.searchParams.get('to'), link.searchParams.get('expires')]).toEqual([
      'https://www.example',
      '/preview',
      '/blog',
      '7200',
    ]);
    const grant = { remote: 'mf_blog', release: b, expires: 7200 };
    expect(await isSignedGrant(LOCAL_PREVIEW_SECRET, grant, link.searchParams.get('signature') ?? '')).toBe(true);
    await expect(previewLinkFor('mf_blog', '9.9.9-00000000', releases, {})).rejects.toThrow('No release 9.9.9-00000000 is kept');
  });

  it('canary:status puts the current release and the candidate side by side, and says when it was aborted', () => {
    const figures = (release: string, pages: number, failures: number) => ({
      release,
      pages,
      failures,
      ratePercent: (100 * failures) / pages,
    });
    const status = {
      startedAt: '2026-11-26T09:00:00.000Z',
      rule: { minPages: 20, ratePercent: 2, factor: 2 },
      remotes: {
        mf_blog: {
          current: 'v1',
          releases: {},
          canary: {
            release: 'v2',
            percent: 10,
            since: 'S',
            candidate: figures('v2', 25, 25),
            current: figures('v1', 200, 2),
            abortedAt: 'T',
          },
        },
      },
    } as unknown as ReleaseStatus;
    const text = canaryStatusText('mf_blog', status);
    expect(text).toContain('canary v2 for 10% of visitors since S');
    expect(text).toMatch(/current +v1 +200 pages +2 failures +1\.00%/);
    expect(text).toMatch(/candidate v2 +25 pages +25 failures +100\.00%/);
    expect(text).toContain('ABORTED at T');
  });
});

describe('pruning', () => {
  it('keeps the newest releases up to the count, deleting the others with their files', () => {
    const versions = ['a', 'b', 'c', 'd'].map((label) => publish(label, { keep: 3 }).version);
    const releases = path.join(work, 'releases');
    expect(readReleaseIndex(releases).releases.map((release) => release.version)).toEqual(versions.slice(1));
    const [oldest = '', second = ''] = versions;
    expect(fs.existsSync(path.join(releases, oldest))).toBe(false);
    expect(fs.existsSync(path.join(releases, second))).toBe(true);
  });

  it('never prunes the current or the previous release, however old', () => {
    const index: ReleaseIndex = {
      current: 'v1',
      previous: 'v2',
      releases: ['v1', 'v2', 'v3', 'v4', 'v5'].map((version, i) => ({ version, releasedAt: `2026-01-0${i + 1}T00:00:00.000Z` })),
    };
    expect(releasesToPrune(index, 3)).toEqual(['v4', 'v3']);
    expect(releasesToPrune(index, 1)).toEqual(['v5', 'v4', 'v3']);
  });

  it('keeps 5 by default; RELEASES_KEEP or a flag says otherwise, a bad count is refused', () => {
    expect(keepCountOf({})).toBe(5);
    expect(keepCountOf({ RELEASES_KEEP: '2' })).toBe(2);
    expect(keepCountOf({ RELEASES_KEEP: '2' }, '8')).toBe(8);
    expect(() => keepCountOf({ RELEASES_KEEP: '0' })).toThrow('RELEASES_KEEP must be a whole number (1 or more), got "0"');
  });
});

it("the release folder is RELEASES_DIR, else the remote folder's releases/", () => {
  expect(releasesDirOf('/repo/mf-blog', {})).toBe('/repo/mf-blog/releases');
  expect(releasesDirOf('/repo/mf-blog', { RELEASES_DIR: '/deploy/mf-blog' })).toBe('/deploy/mf-blog');
});
