// The assessment as a founder uses it (docs/decisions/0011-assessment-results-and-progress.md):
// progress that survives a reload, results at a URL that opens anywhere with or without
// JavaScript, a tampered code refused, a printable summary, the results e-mail (without JavaScript,
// refused floods, the same answer for a known address, delivered through a mail provider), the
// finish counted anonymously, and the team's report read through the service role.
import http from 'node:http';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '@pv/supabase/local-keys';
import { test, expect, hydrated, recordAnalytics } from '../support/fixtures';
import { queryAsSuperuser } from '../support/database';
import { sparePorts } from '../support/ports';
import { startShell } from '../support/isolated-site';

const DEDICATED_BUILDER = ['building', 'market', 'fulltime', 'community', 'some'];
const DEDICATED_BUILDER_CODE = '1a5tr';
const GROWTH_SEEKER = ['launched', 'funding', 'parttime', 'mentorship', 'serial'];

const form = (page: Page) => page.getByRole('form', { name: 'Founder assessment' });
const emailForm = (page: Page) => page.getByRole('form', { name: 'E-mail me my results' });

/** Answers from the current question on, pressing Next (Get Results on the last). */
async function answer(page: Page, options: readonly string[]) {
  for (const option of options) {
    await page.locator(`input[type="radio"][value="${option}"]`).check();
    await form(page)
      .getByRole('button', { name: /^(Next|Get Results)$/ })
      .click();
  }
}

/** The cards' titles and links, and the next steps, as the results page shows them. */
async function resultsOf(page: Page) {
  const cards = page.getByRole('region', { name: 'Recommended for you' }).getByRole('article');
  return {
    persona: await page.getByRole('heading', { level: 1 }).textContent(),
    cards: await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h3')?.textContent,
        links: Array.from(article.querySelectorAll('a'), (a) => a.getAttribute('href')),
      })),
    ),
    nextSteps: await page
      .getByRole('region', { name: 'Next steps' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  };
}

const rowsFor = async (email: string) =>
  Number(
    (
      await queryAsSuperuser<{ n: string }>('select count(*) as n from public.assessment_result_emails where lower(email) = lower($1)', [
        email,
      ])
    )[0]?.n,
  );

test('three answers, a reload, and the assessment continues at question 4; Start over clears it', async ({ page, pageErrors }) => {
  await page.goto('/chart-my-course');
  await hydrated(page);
  await answer(page, DEDICATED_BUILDER.slice(0, 3));
  await expect(form(page).getByText('Question 4 of 5')).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(form(page).getByText('Question 4 of 5')).toBeVisible();
  await form(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('input[value="fulltime"]')).toBeChecked();

  // A detour to another page and back resumes too.
  await page.goto('/programs');
  await page.goto('/programs/compass');
  await hydrated(page);
  await expect(form(page).getByText('Question 3 of 5')).toBeVisible();

  await form(page).getByRole('button', { name: 'Start over' }).click();
  await expect(form(page).getByText('Question 1 of 5')).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(form(page).getByText('Question 1 of 5')).toBeVisible();
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(0);
  expect(await page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length, cookie: document.cookie }))).toEqual({
    session: 0,
    local: 0,
    cookie: '',
  });
  expect(pageErrors).toEqual([]);
});

test('finishing moves to the results URL, counts the finish anonymously, and the URL shows the same results in a new browser, with and without JavaScript', async ({
  page,
  browser,
  pageErrors,
}) => {
  const events = await recordAnalytics(page);
  // This test's own finishes: its answers, from now on (other tests finish the assessment at the
  // same time, and the report's test writes rows of its own).
  const [{ since } = { since: '' }] = await queryAsSuperuser<{ since: string }>('select now()::text as since');
  const finishes = () =>
    queryAsSuperuser<{ persona: string; answers: string[] }>(
      'select persona, answers from public.assessment_completions where answers = $1 and created_at >= $2',
      [GROWTH_SEEKER, since],
    );
  await page.goto('/chart-my-course');
  await hydrated(page);
  await answer(page, GROWTH_SEEKER);
  await page.waitForURL(/\/chart-my-course\/results\?a=1[0-9a-z]{4}$/);
  await hydrated(page);
  const url = page.url();
  const seen = await resultsOf(page);
  expect(seen.persona).toBe('Growth Seeker');
  expect(seen.cards).toEqual([
    { title: 'Strategic Consulting with Engine', links: ['/programs/engine', 'https://booking.example.com/prepared-ventures'] },
    { title: 'Investor Network Access', links: ['/partnerships', 'https://booking.example.com/prepared-ventures'] },
  ]);
  expect(seen.nextSteps).toEqual(['/programs', '/events']);
  expect(events).toContainEqual({ event: 'button_click', category: 'Assessment', label: 'Get Results - Growth Seeker' });
  await expect.poll(async () => (await finishes()).length).toBe(1);
  expect(await finishes()).toEqual([{ persona: 'growth-seeker', answers: GROWTH_SEEKER }]);

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const other = await context.newPage();
    const response = await other.goto(url);
    expect(response?.status()).toBe(200);
    if (javaScriptEnabled) await hydrated(other);
    expect(await resultsOf(other)).toEqual(seen);
    expect(await other.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
    expect(await other.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/images\/compass\/growth-seeker\.png$/);
    expect(await other.title()).toBe('Your Compass result: Growth Seeker | Prepared Ventures');
    await context.close();
  }
  expect(pageErrors).toEqual([]);
});

test('the social card of a result is its persona as a 1200x630 PNG', async ({ request }) => {
  const card = await request.get('/images/compass/dedicated-builder.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const bytes = await card.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test.describe('a results link that is not valid', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`shows the message and the way to the assessment, never a persona (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      // One character of a valid code changed, then swapped, then cut short.
      for (const code of ['1a5ts', '1a5rt', '1a5t']) {
        const response = await page.goto(`/chart-my-course/results?a=${code}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t read this results link');
        await expect(page.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/chart-my-course');
        await expect(page.locator('#main')).not.toContainText(/Aspiring Innovator|Dedicated Builder|Growth Seeker|Ambitious Entrepreneur/);
      }
      await context.close();
    });
  }
});

test('printed, the results are the summary: no header, footer, floating button, navigation or forms', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/chart-my-course/results?a=${DEDICATED_BUILDER_CODE}`);
  await hydrated(page);
  // Scrolled far enough for the floating button to show on screen.
  await page.mouse.wheel(0, 1200);
  await expect(page.getByTestId('floating-cta')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const chrome of [
    page.locator('header[data-scripted]'),
    page.locator('footer'),
    page.getByTestId('floating-cta'),
    page.getByText('Skip to content'),
  ])
    await expect(chrome).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(emailForm(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Dedicated Builder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' })).toBeVisible();
  await expect(page.getByText(`These results online: `)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('header[data-scripted]')).toBeVisible();
});

test.describe('the results e-mail without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the server, which answers with the results page and the outcome: field errors, then saved for the team', async ({
    page,
  }) => {
    const address = `results-no-js-${Date.now()}@example.org`;
    await page.goto(`/chart-my-course/results?a=${DEDICATED_BUILDER_CODE}`);
    await emailForm(page)
      .getByLabel(/E-mail/)
      .fill('founder@nowhere');
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/chart-my-course/results/email')),
      emailForm(page).getByRole('button', { name: 'E-mail my results' }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()['cache-control']).toBe('no-store');
    await expect(emailForm(page).getByRole('alert')).toHaveText('Please correct the marked field(s) below.');
    await expect(emailForm(page).getByLabel(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailForm(page).getByText('Tick the box to let us e-mail you your results.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dedicated Builder');

    await emailForm(page)
      .getByLabel(/E-mail/)
      .fill(address);
    await emailForm(page).getByRole('checkbox').check();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/chart-my-course/results/email')),
      emailForm(page).getByRole('button', { name: 'E-mail my results' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'We’ve saved your results' })).toHaveText(
      'Thank you. We’ve saved your results, and someone from our team will follow up by e-mail.',
    );
    expect(await rowsFor(address)).toBe(1);
    expect(await rowsFor('founder@nowhere')).toBe(0);
  });
});

test('the results e-mail answers a known address exactly as a new one, and another site cannot post it', async ({ request }) => {
  const known = `results-known-${Date.now()}@example.org`;
  const post = (email: string, headers: Record<string, string> = {}) =>
    request.post('/chart-my-course/results/email', {
      form: { a: DEDICATED_BUILDER_CODE, email, consent: 'yes' },
      headers: { accept: 'application/json', ...headers },
    });
  await post(known);
  const again = await post(known);
  const fresh = await post(`results-fresh-${Date.now()}@example.org`);
  const answer = async (response: Awaited<ReturnType<typeof post>>) => ({
    status: response.status(),
    body: { ...(await response.json()), email: '' },
  });
  expect(await answer(again)).toEqual(await answer(fresh));
  expect(await rowsFor(known)).toBe(2);

  const crossSite = await post(`results-cross-${Date.now()}@example.org`, { origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  const direct = await request.post('/api/rest/v1/rpc/request_assessment_results_email', { data: { email: 'x@example.org' } });
  expect(direct.status()).toBe(404);
});

test('results e-mails: 5 a minute per client across the server workers, then 429 and a clear message', async ({
  page,
  request,
}, testInfo) => {
  const { shellPort } = sparePorts(testInfo.workerIndex, 6);
  const shell = await startShell(shellPort, { env: { SHELL_WORKERS: '2' } });
  const site = shell.url.replace('localhost', '127.0.0.1');
  const stamp = Date.now();
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await request.post(`${site}/chart-my-course/results/email`, {
        form: { a: DEDICATED_BUILDER_CODE, email: `flood-${stamp}-${i}@example.org`, consent: 'yes' },
        headers: { accept: 'application/json', connection: 'close' },
      });
      statuses.push(response.status());
      if (i === 5) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await rowsFor(`flood-${stamp}-5@example.org`)).toBe(0);

    await page.goto(`${site}/chart-my-course/results?a=${DEDICATED_BUILDER_CODE}`);
    await hydrated(page);
    await emailForm(page)
      .getByLabel(/E-mail/)
      .fill(`flood-${stamp}-page@example.org`);
    await emailForm(page).getByRole('checkbox').check();
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/chart-my-course/results/email')),
      emailForm(page).getByRole('button', { name: 'E-mail my results' }).click(),
    ]);
    expect(refused.status()).toBe(429);
    await expect(emailForm(page).getByRole('alert')).toHaveText(
      'Too many requests from your connection. Please wait a minute, then try again.',
    );
  } finally {
    await shell.stop();
  }
});

test('with a mail provider configured, the results go to it as JSON and the page says they are on their way', async ({
  page,
}, testInfo) => {
  const { shellPort, proxyPort } = sparePorts(testInfo.workerIndex, 7);
  const received: Array<{ authorization?: string; body: Record<string, string> }> = [];
  const provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(body) as Record<string, string> });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"fake-1"}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(proxyPort, '127.0.0.1', resolve));
  const shell = await startShell(shellPort, {
    env: { MAIL_PROVIDER_URL: `http://127.0.0.1:${proxyPort}/send`, MAIL_PROVIDER_KEY: 'provider-key' },
  });
  const address = `delivered-${Date.now()}@example.org`;
  try {
    await page.goto(`${shell.url}/chart-my-course/results?a=${DEDICATED_BUILDER_CODE}`);
    await hydrated(page);
    await emailForm(page)
      .getByLabel(/E-mail/)
      .fill(address);
    await emailForm(page).getByRole('checkbox').check();
    await emailForm(page).getByRole('button', { name: 'E-mail my results' }).click();
    await expect(page.getByText('Your results are on their way.')).toBeVisible();
    expect(received).toHaveLength(1);
    const [{ authorization, body }] = received as [(typeof received)[number]];
    expect(authorization).toBe('Bearer provider-key');
    expect(body).toMatchObject({ to: address, from: 'support@example.com', subject: 'Your Compass result: Dedicated Builder' });
    expect(body.text).toContain(`http://localhost:${shellPort}/chart-my-course/results?a=${DEDICATED_BUILDER_CODE}`);
    expect(body.text).toContain('Breakthrough Accelerator');
    expect(body.html).toContain('<h1>Your founder profile: Dedicated Builder</h1>');
    expect(await rowsFor(address)).toBe(1);
  } finally {
    await shell.stop();
    await new Promise((resolve) => provider.close(resolve));
  }
});

test('the team report counts finishes, personas, answers and e-mail requests of a range, through the service role', async () => {
  // Rows on a day no other test writes, so the figures are exact.
  const day = '2001-02-03';
  await queryAsSuperuser('delete from public.assessment_completions where created_at::date = $1', [day]);
  await queryAsSuperuser('delete from public.assessment_result_emails where created_at::date = $1', [day]);
  for (const [persona, answers] of [
    ['dedicated-builder', DEDICATED_BUILDER],
    ['dedicated-builder', DEDICATED_BUILDER],
    ['growth-seeker', GROWTH_SEEKER],
  ] as const)
    await queryAsSuperuser(
      `insert into public.assessment_completions (persona, answers, created_at) values ($1, $2, $3::date + time '12:00')`,
      [persona, answers, day],
    );
  await queryAsSuperuser(
    `insert into public.assessment_result_emails (email, persona, answers, created_at) values ('report@example.org', 'growth-seeker', $1, $2::date + time '13:00')`,
    [GROWTH_SEEKER, day],
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../mf-assessment/scripts/assessment-report.ts'), '--from', day, '--to', day],
    {
      env: {
        ...process.env,
        SUPABASE_URL: process.env.E2E_SUPABASE_URL,
        SUPABASE_ANON_KEY: process.env.E2E_SUPABASE_ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      },
    },
  );
  expect(stdout).toContain(`Compass assessment, ${day} to ${day}`);
  expect(stdout).toContain('Founders who finished: 3\nAsked for their results by e-mail: 1 (33% of finishes)');
  expect(stdout).toMatch(/Dedicated Builder\s+2\s+67%/);
  expect(stdout).toMatch(/Growth Seeker\s+1\s+33%/);
  expect(stdout).toMatch(/Building the first version\s+2\s+67%/);
  expect(stdout).toMatch(/Raising money\s+1\s+33%/);
});
