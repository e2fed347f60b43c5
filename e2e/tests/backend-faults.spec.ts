// The backend stops answering while the site runs: first PostgREST, then PostgreSQL (every process of
// its cluster), each frozen with SIGSTOP, the harder case than one that exits (npm start restarts
// those, self-healing.spec.ts): requests to it hang rather than fail at once. The blog shows the
// texts of docs/behaviour.md's error catalogue within the server's time-out, the newsletter says
// it could not sign the visitor up, every other page keeps answering, no process of the site
// exits, and once the backend answers again everything recovers without a restart.
import { SITE_PORT_COUNT, startSiteProcess, type SiteProcess } from '@pv/tools/local-site/site-process.ts';
import { helperSlots, sparePortSlot } from '../support/ports';
import { test, expect, hydrated } from '../support/fixtures';
import { childrenOf, createFreezer, isPostgrest, isPostmaster } from '../support/site-children';

const LIST_ERROR = 'Unable to load blog posts. Please try again later.';
const POST_MISSING = 'Blog Post Not Found';
const SIGN_UP_ERROR = 'We couldn’t sign you up right now';
// The blog's server time-out for a request (4 s, mf-blog/src/config/blog.ts) and the render around it.
const ANSWER_WITHIN_MS = 7_000;

async function timedGet(url: string) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, html: await response.text(), ms: Date.now() - started };
}

async function newestPostSlug(site: SiteProcess): Promise<string> {
  // The newest first: the list's first page.
  const answer = await fetch(`${site.url}/api/blog/posts`);
  const [post] = ((await answer.json()) as { posts: { slug: string }[] }).posts;
  if (!post) throw new Error('The seed has no published post');
  return post.slug;
}

test('PostgREST frozen, then PostgreSQL frozen: the error texts within the time-out, then recovery without a restart', async ({
  page,
  pageErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  // No render cache: every request asks the backend.
  const site = await startSiteProcess(
    { SHELL_WORKERS: '1', PAGE_CACHE_MS: '0' },
    sparePortSlot(testInfo.workerIndex, helperSlots.wholeSite, SITE_PORT_COUNT),
  );
  const freezer = createFreezer();
  try {
    const slug = await newestPostSlug(site);
    const before = await childrenOf(site.pid);
    const postgrest = before.find(isPostgrest);
    const postmaster = before.find(isPostmaster);
    expect(postgrest).toBeDefined();
    expect(postmaster).toBeDefined();
    // The postmaster with every process of its cluster: frozen, it forks no new backend.
    const faults: [string, () => Promise<void>][] = [
      ['PostgREST', () => freezer.freeze(postgrest?.pid ?? 0)],
      ['PostgreSQL', () => freezer.freezeWithChildren(postmaster?.pid ?? 0)],
    ];
    for (const [name, freezeIt] of faults) {
      await test.step(`${name} frozen`, async () => {
        await freezeIt();

        const list = await timedGet(`${site.url}/blog?q=fault-${Date.now()}`);
        expect(list.status).toBe(503);
        expect(list.html).toContain(LIST_ERROR);
        expect(list.ms).toBeLessThan(ANSWER_WITHIN_MS);
        const post = await timedGet(`${site.url}/blog/${slug}`);
        expect(post.status).toBe(503);
        expect(post.html).toContain(POST_MISSING);
        expect(post.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect((await timedGet(`${site.url}/about`)).status).toBe(200);

        await page.goto(`${site.url}/blog/${slug}`);
        await expect(page.getByRole('heading', { name: POST_MISSING })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
        await page.goto(`${site.url}/terms`);
        await hydrated(page);
        const form = page.getByTestId('newsletter');
        await form.getByLabel(/E-mail/).fill(`frozen-${Date.now()}@example.org`);
        await form.getByRole('button', { name: 'Sign Up' }).click();
        await expect(form.getByRole('alert')).toContainText(SIGN_UP_ERROR, { timeout: 20_000 });
        freezer.thaw();
      });
    }

    // Both answer again: the list, the post and a sign-up, with no process of the site started again.
    await expect.poll(async () => (await timedGet(`${site.url}/blog`)).status, { timeout: 30_000 }).toBe(200);
    await page.goto(`${site.url}/blog`);
    await expect(page.getByText(/Showing 1–9 of \d+ articles/)).toBeVisible();
    const post = await timedGet(`${site.url}/blog/${slug}`);
    expect(post.status).toBe(200);
    expect(post.html).not.toContain(POST_MISSING);
    await page.goto(`${site.url}/terms`);
    await hydrated(page);
    const form = page.getByTestId('newsletter');
    await form.getByLabel(/E-mail/).fill(`thawed-${Date.now()}@example.org`);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for Signing Up');
    expect((await childrenOf(site.pid)).map((child) => child.pid).sort()).toEqual(before.map((child) => child.pid).sort());
    expect(pageErrors).toEqual([]);
  } finally {
    freezer.thaw();
    await site.stop();
  }
});
