import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { firstFolderClosedToOthers } from './postgres-user-access.ts';

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
