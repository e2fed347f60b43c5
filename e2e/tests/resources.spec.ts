// /resources on the composed site: the tabs filter the cards, the PDFs are real files the site
// serves, and Apply as a Partner leads to the application with a pre-filled e-mail.
import { test, expect, hydrated } from '../support/fixtures';

const cards = (page: import('@playwright/test').Page) => page.getByRole('tabpanel').getByRole('article');

test('All shows the 5 tools and the 9 perks; Our Tools and Partner Perks filter them, by click or keyboard', async ({ page }) => {
  await page.goto('/resources');
  await hydrated(page);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('All');
  await expect(cards(page)).toHaveCount(14);
  await page.getByRole('tab', { name: 'Our Tools' }).click();
  await expect(page).toHaveURL(/\/resources\?tab=tools$/);
  await expect(cards(page)).toHaveCount(5);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/resources\?tab=perks$/);
  await expect(cards(page)).toHaveCount(9);
  await page.goBack();
  await expect(cards(page)).toHaveCount(5);
});

test('the PDFs it links are served by the site: small, real PDF files', async ({ page, request }) => {
  await page.goto('/resources?tab=tools');
  const links = await page.getByRole('tabpanel').locator('a[href$=".pdf"]').all();
  expect(links).toHaveLength(3);
  for (const link of links) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/resources\/[a-z-]+\.pdf$/);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeLessThan(100 * 1024);
  }
  expect((await request.get('/resources/no-such-file.pdf')).status()).toBe(404);
  const folder = await request.get('/resources/', { maxRedirects: 0 });
  expect(folder.status()).toBe(301);
  expect(folder.headers()['location']).toBe('/resources');
});

test('Apply as a Partner jumps to the application, which says the list is empty and offers a pre-filled e-mail', async ({ page }) => {
  await page.goto('/resources');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Trusted service providers' })).toContainText('We have not listed any firms yet.');
  await page.getByRole('link', { name: 'Apply as a Partner' }).click();
  await expect(page).toHaveURL(/\/resources#partner-application$/);
  const application = page.getByRole('region', { name: 'Apply as a partner' });
  await expect(application).toBeInViewport();
  const href = (await application.getByRole('link', { name: 'Apply by e-mail' }).getAttribute('href')) ?? '';
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.searchParams.get('subject')).toBe('Service Partner Application');
  expect(url.searchParams.get('body')).toContain('\r\nCompany name: \r\n');
});
