// /community on the composed site: the tabs as a WAI-ARIA tab set whose choice is the URL
// (rendered by the server for it, kept by Back), and buttons that each lead somewhere.
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { test, expect, hydrated, markDocument, sameDocument, scriptsRequested, BOOT_SCRIPT_ALONE } from '../support/fixtures';

const TABS = ['Overview', 'Events', 'Forum', 'Mentors', 'Success stories'];

test('tabs by keyboard: arrows, Home and End select, the URL follows, Back returns to the previous tab', async ({ page }) => {
  await page.goto('/community');
  await hydrated(page);
  const tablist = page.getByRole('tablist', { name: 'Community' });
  await expect(tablist.getByRole('tab')).toHaveText(TABS);
  await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Overview');
  await tablist.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/community\?tab=events$/);
  await expect(tablist.getByRole('tab', { name: 'Events' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Regular events');
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/community\?tab=success$/);
  await page.keyboard.press('Home');
  await expect(page).toHaveURL(/\/community$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/community\?tab=success$/);
  await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Success stories');
});

test('a tab in the URL is the tab shown, and clicking a tab changes the URL', async ({ page }) => {
  await page.goto('/community?tab=mentors');
  await hydrated(page);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Mentors');
  await page.getByRole('tab', { name: 'Forum' }).click();
  await expect(page).toHaveURL(/\/community\?tab=forum$/);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(6);
});

test('join opens the chat, register the calendar, book a session the booking page (new tabs); become a mentor goes to /mentors', async ({
  page,
}) => {
  const { communityChat, eventsCalendar, booking } = defaultSiteConfig.urls;
  const expectations: [string, RegExp, string][] = [
    ['overview', /^Join the community/, communityChat],
    ['events', /^Register on the calendar/, eventsCalendar],
    ['forum', /^Join the discussion/, communityChat],
    ['mentors', /^Book a session/, booking],
  ];
  for (const [tab, name, href] of expectations) {
    await page.goto(`/community?tab=${tab}`);
    const links = tab === 'overview' ? page.getByRole('link', { name }) : page.getByRole('tabpanel').getByRole('link', { name });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }
  await hydrated(page);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Become a mentor' }).click();
  await expect(page).toHaveURL(/\/mentors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a mentor');
});

test('the tabs need no React: the page runs the boot script alone, a tab changes in the page, the remote loads no code', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto('/community');
  await expect(page.locator('[data-tab-set][data-scripted]')).toBeAttached();
  expect(scripts).toEqual(BOOT_SCRIPT_ALONE);
  await markDocument(page);
  const tablist = page.getByRole('tablist', { name: 'Community' });
  await tablist.getByRole('tab', { name: 'Mentors' }).click();
  await expect(page).toHaveURL(/\/community\?tab=mentors$/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Mentors');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'Forum' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Forum');
  await page.goBack();
  await expect(tablist.getByRole('tab', { selected: true })).toHaveText('Mentors');
  expect(await sameDocument(page)).toBe(true);
  // Scrolling to the tabs may bring the shell's floating button, never the marketing remote's code.
  expect(scripts.filter((url) => /remoteEntry|mf[-_]marketing/.test(url))).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the tab the URL names, and a tab is a link that loads its URL', async ({ page }) => {
    await page.goto('/community?tab=forum');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Forum');
    await expect(page.getByRole('tabpanel')).toContainText('Fundraising');
    await page.getByRole('tab', { name: 'Success stories' }).click();
    await expect(page).toHaveURL(/\/community\?tab=success$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Success stories');
  });
});
