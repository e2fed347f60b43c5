// `npm start` is a single-machine deployment that survives its own faults: a remote, the shell
// server or PostgreSQL that exits is started again with backoff while the rest keeps serving, and
// stopping the site still stops everything quickly (tools/process/restarts.ts, used by
// tools/local-site/processes.ts and the local backend). The site here is its own `npm start`
// process, on free ports with a database of its own.
import { SITE_PORT_COUNT, startSiteProcess } from '@pv/tools/local-site/site-process.ts';
import { helperSlots, sparePortSlot } from '../support/ports';
import { test, expect } from '../support/fixtures';
import { childrenOf, isPostmaster } from '../support/site-children';

const statusOf = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
};

test('a remote, the shell server or PostgreSQL that exits is started again while the rest keeps serving; stopping stays quick', async () => {
  test.setTimeout(240_000);
  const site = await startSiteProcess(
    { SHELL_WORKERS: '1', PAGE_CACHE_MS: '0' },
    sparePortSlot(test.info().workerIndex, helperSlots.wholeSite, SITE_PORT_COUNT),
  );
  let stopped = false;
  try {
    await expect.poll(() => statusOf(`${site.url}/blog`), { timeout: 60_000 }).toBe(200);
    const children = await childrenOf(site.pid);
    const blogRemote = children.find((child) => child.args.includes('serve-remote.ts') && child.cwd.endsWith('/mf-blog'));
    const shell = children.find((child) => child.args.includes('dist/server/index.cjs'));
    expect(blogRemote).toBeDefined();
    expect(shell).toBeDefined();

    process.kill(blogRemote?.pid ?? 0, 'SIGKILL');
    // The other remotes' pages keep answering while the blog's remote is down.
    expect(await statusOf(`${site.url}/about`)).toBe(200);
    await expect.poll(() => statusOf(`${site.remoteUrls.mf_blog}/healthz`), { timeout: 20_000 }).toBe(200);
    await expect.poll(() => statusOf(`${site.url}/blog`), { timeout: 30_000 }).toBe(200);

    process.kill(shell?.pid ?? 0, 'SIGKILL');
    await expect.poll(() => statusOf(`${site.url}/about`), { timeout: 30_000 }).toBe(200);
    const after = await childrenOf(site.pid);
    expect(after.filter((child) => child.args.includes('serve-remote.ts'))).toHaveLength(4);
    expect(after.find((child) => child.args.includes('dist/server/index.cjs'))?.pid).not.toBe(shell?.pid);

    // PostgreSQL: the blog answers again once it is back, and no Node process is started again for it.
    const postmaster = after.find(isPostmaster);
    expect(postmaster).toBeDefined();
    process.kill(postmaster?.pid ?? 0, 'SIGKILL');
    expect(await statusOf(`${site.url}/about`)).toBe(200);
    await expect.poll(() => statusOf(`${site.url}/blog`), { timeout: 30_000 }).toBe(200);
    const healed = await childrenOf(site.pid);
    expect(healed.find(isPostmaster)?.pid).not.toBe(postmaster?.pid);
    const nodePids = (children: Array<{ pid: number; args: string }>) =>
      children
        .filter((child) => !isPostmaster(child))
        .map((child) => child.pid)
        .sort((a, b) => a - b);
    expect(nodePids(healed)).toEqual(nodePids(after));

    const stopping = Date.now();
    await site.stop();
    stopped = true;
    expect(Date.now() - stopping).toBeLessThan(10_000);
    for (const child of healed) expect(() => process.kill(child.pid, 0)).toThrow();
  } finally {
    if (!stopped) await site.stop();
  }
});
