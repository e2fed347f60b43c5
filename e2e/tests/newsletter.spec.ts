// The footer's newsletter sign-up: exact texts of docs/behaviour.md, stored once in our own table when no
// mailing-list provider is configured, and a clear error the visitor can retry when it is down. The
// shell server is the only writer: a real form POST that works without JavaScript, a per-client
// limit that holds across its worker processes (docs/decisions/0010-newsletter-and-hardening.md).
import { test, expect, hydrated } from '../support/fixtures';
import { queryAsSuperuser } from '../support/database';
import { sparePorts } from '../support/ports';
import { startShell, startTcpProxy } from '../support/isolated-site';
import { scrolledIntoView } from '../support/bands';

const BANNER = 'Please correct the marked field(s) below.';
const SUCCESS = 'Thank you for Signing Up';
const RATE_LIMITED = 'Too many sign-ups from your connection. Please wait a minute, then try again.';

const form = (page: import('@playwright/test').Page) => page.getByTestId('newsletter');
const rowsFor = async (email: string) =>
  (await queryAsSuperuser<{ n: string }>('select count(*) as n from public.newsletter_signups where lower(email) = lower($1)', [email]))[0]
    ?.n;

test('an empty or malformed e-mail shows the banner and marks the field; nothing is stored', async ({ page }) => {
  await page.goto('/security');
  await hydrated(page);
  await scrolledIntoView(form(page));
  const email = form(page).getByLabel(/E-mail/);
  await form(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(BANNER);
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('founder@nowhere');
  await form(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(BANNER);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await rowsFor('founder@nowhere')).toBe('0');
});

test('a valid sign-up is stored once; the same e-mail again is a success, not a second row', async ({ page }) => {
  const address = `founder-${Date.now()}@example.org`;
  for (const typed of [address, address.toUpperCase()]) {
    await page.goto('/privacy');
    await hydrated(page);
    await scrolledIntoView(form(page));
    await form(page)
      .getByLabel(/E-mail/)
      .fill(typed);
    await form(page).getByLabel(/Name/).fill('Ada Founder');
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
  }
  expect(await rowsFor(address)).toBe('1');
});

test('backend down: a clear error, the visitor retries once it is back, stored once', async ({ page }, testInfo) => {
  const { shellPort, proxyPort } = sparePorts(testInfo.workerIndex, 4);
  const backend = new URL(process.env.E2E_SUPABASE_URL ?? '');
  const proxy = await startTcpProxy(proxyPort, { host: backend.hostname, port: Number(backend.port) });
  const shell = await startShell(shellPort, { env: { SUPABASE_URL: proxy.url } });
  const address = `retry-${Date.now()}@example.org`;
  try {
    await page.goto(`${shell.url}/terms`);
    await hydrated(page);
    await proxy.close();
    await form(page)
      .getByLabel(/E-mail/)
      .fill(address);
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(form(page).getByRole('alert')).toContainText('We couldn’t sign you up right now');
    expect(await rowsFor(address)).toBe('0');

    await proxy.open();
    await form(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    expect(await rowsFor(address)).toBe('1');
  } finally {
    await shell.stop();
    await proxy.close();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the server, which answers with the page and the outcome: field errors, then success', async ({ page }) => {
    const address = `no-js-${Date.now()}@example.org`;
    await page.goto('/about?from=footer');
    await form(page)
      .getByLabel(/E-mail/)
      .fill('founder@nowhere');
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/newsletter')),
      form(page).getByRole('button', { name: 'Sign Up' }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()['cache-control']).toBe('no-store');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(form(page).getByRole('alert')).toHaveText(BANNER);
    await expect(form(page).getByLabel(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel(/E-mail/)).toHaveValue('founder@nowhere');

    await form(page)
      .getByLabel(/E-mail/)
      .fill(address);
    const [ok] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/newsletter')),
      form(page).getByRole('button', { name: 'Sign Up' }).click(),
    ]);
    expect(ok.status()).toBe(200);
    await expect(form(page).getByRole('status')).toHaveText(SUCCESS);
    // The page the form was on came back, with its query.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about$/);
    expect(await rowsFor(address)).toBe('1');
    expect(await rowsFor('founder@nowhere')).toBe('0');
  });
});

test('no path under /api takes sign-ups, and another site cannot post the form', async ({ request }) => {
  const direct = await request.post('/api/rest/v1/newsletter_signups', { data: { email: `proxy-${Date.now()}@example.org` } });
  expect(direct.status()).toBe(404);
  const address = `cross-site-${Date.now()}@example.org`;
  const crossSite = await request.post('/newsletter', {
    form: { CONTACT_EMAIL: address },
    headers: { origin: 'https://evil.example', accept: 'application/json' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await rowsFor(address)).toBe('0');
});

test('a client gets 5 sign-ups a minute across the server workers, then 429 and a clear message', async ({ page, request }, testInfo) => {
  const { shellPort } = sparePorts(testInfo.workerIndex, 5);
  // The default limit, on two workers: the primary spreads connections round robin, so the six
  // requests below reach both, and only one shared count refuses the sixth.
  const shell = await startShell(shellPort, { env: { NEWSLETTER_SIGNUPS_PER_MINUTE: '', SHELL_WORKERS: '2' } });
  // One loopback address for the requests and the browser ("localhost" may be ::1 for one and 127.0.0.1 for the other).
  const site = shell.url.replace('localhost', '127.0.0.1');
  const stamp = Date.now();
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await request.post(`${site}/newsletter`, {
        form: { CONTACT_EMAIL: `limit-${stamp}-${i}@example.org` },
        headers: { accept: 'application/json', connection: 'close' },
      });
      statuses.push(answer.status());
      if (i === 5) expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await rowsFor(`limit-${stamp}-5@example.org`)).toBe('0');
    // An invalid address is answered as such, not counted, whatever the count.
    const invalid = await request.post(`${site}/newsletter`, { form: { CONTACT_EMAIL: 'nope' }, headers: { accept: 'application/json' } });
    expect(invalid.status()).toBe(400);

    await page.goto(`${site}/terms`);
    await hydrated(page);
    await scrolledIntoView(form(page));
    await form(page)
      .getByLabel(/E-mail/)
      .fill(`limit-${stamp}-page@example.org`);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/newsletter')),
      form(page).getByRole('button', { name: 'Sign Up' }).click(),
    ]);
    expect(refused.status()).toBe(429);
    await expect(form(page).getByRole('alert')).toHaveText(RATE_LIMITED);
  } finally {
    await shell.stop();
  }
});
