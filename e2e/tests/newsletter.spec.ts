// The footer's newsletter sign-up: exact texts of docs/behaviour.md, stored once in our own table when no
// mailing-list provider is configured, and a clear error the visitor can retry when it is down.
import { test, expect, hydrated } from '../support/fixtures';
import { queryAsSuperuser } from '../support/database';
import { sparePorts } from '../support/ports';
import { startShell, startTcpProxy } from '../support/isolated-site';

const BANNER = 'Please correct the marked field(s) below.';
const SUCCESS = 'Thank you for Signing Up';

const form = (page: import('@playwright/test').Page) => page.getByTestId('newsletter');
const rowsFor = async (email: string) =>
  (await queryAsSuperuser<{ n: string }>('select count(*) as n from public.newsletter_signups where lower(email) = lower($1)', [email]))[0]
    ?.n;

test('an empty or malformed e-mail shows the banner and marks the field; nothing is stored', async ({ page }) => {
  await page.goto('/security');
  await hydrated(page);
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
