// One full run per persona on the composed site (docs/behaviour.md, "Assessment": persona rules), to
// the results page; more of the results in assessment-results.spec.ts.
import { test, expect, hydrated, recordAnalytics } from '../support/fixtures';
import { e2eOrigin } from '../support/ports';

const runs = [
  { persona: 'Aspiring Innovator', answers: ['idea', 'product', 'fulltime', 'community', 'first'], cards: ['/community', '/events'] },
  {
    persona: 'Dedicated Builder',
    answers: ['building', 'market', 'fulltime', 'intensive', 'some'],
    cards: ['/programs/breakthrough', '/events'],
  },
  {
    persona: 'Growth Seeker',
    answers: ['launched', 'funding', 'parttime', 'mentorship', 'serial'],
    cards: ['/programs/engine', '/partnerships'],
  },
  {
    persona: 'Ambitious Entrepreneur',
    answers: ['scaling', 'growth', 'evenings', 'resources', 'corporate'],
    cards: ['/community', '/mentors'],
  },
] as const;

for (const run of runs) {
  test(`${run.persona}: five questions, then the persona, its cards and next steps`, async ({ page, pageErrors }) => {
    const events = await recordAnalytics(page);
    await page.goto('/chart-my-course');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Founder assessment' });
    const previous = form.getByRole('button', { name: 'Previous' });
    for (const [index, answer] of run.answers.entries()) {
      await expect(form.getByText(`Question ${index + 1} of 5`)).toBeVisible();
      await expect(form.getByText(`${(index + 1) * 20}% complete`)).toBeVisible();
      if (index === 0) await expect(previous).toBeDisabled();
      const next = form.getByRole('button', { name: index === 4 ? 'Get Results' : 'Next' });
      await expect(next).toBeDisabled();
      await page.locator(`input[type="radio"][value="${answer}"]`).check();
      await next.click();
    }
    await page.waitForURL(/\/chart-my-course\/results\?a=/);
    await expect(page.getByRole('heading', { level: 1, name: run.persona })).toBeVisible();
    const results = page.locator('#main');
    for (const href of run.cards) await expect(results.locator(`a[href="${href}"]`).first()).toBeVisible();
    // Next steps: /register resolves to /programs (docs/site-map.md), and /events.
    await expect(results.locator('a[href="/programs"]')).toBeVisible();
    await expect(results.locator('a[href="/events"]').last()).toBeVisible();
    expect(events).toContainEqual({ event: 'button_click', category: 'Assessment', label: `Get Results - ${run.persona}` });
    expect(pageErrors).toEqual([]);
  });
}

test('without JavaScript: each step is the form sent, Previous and Enter included, to the same persona (375 px)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const run = runs[2];
  await page.goto('/chart-my-course');
  const form = page.getByRole('form', { name: 'Founder assessment' });
  const question = (n: number) => expect(form.getByText(`Question ${n} of 5`)).toBeVisible();
  const answer = (index: number) => page.locator(`input[type="radio"][value="${run.answers[index]}"]`).check();
  // Next before an answer: the same question, saying why.
  await form.getByRole('button', { name: 'Next' }).click();
  await question(1);
  await expect(form.getByText('Choose an answer to continue.')).toBeVisible();
  await answer(0);
  await form.getByRole('button', { name: 'Next' }).click();
  await question(2);
  await expect(form.getByText('40% complete')).toBeVisible();
  await form.getByRole('button', { name: 'Previous' }).click();
  await question(1);
  await expect(page.locator(`input[type="radio"][value="${run.answers[0]}"]`)).toBeChecked();
  await form.getByRole('button', { name: 'Next' }).click();
  await answer(1);
  // Enter on an answer is Next, not Previous (the form's first button).
  await page.locator(`input[type="radio"][value="${run.answers[1]}"]`).press('Enter');
  await question(3);
  for (const index of [2, 3]) {
    await answer(index);
    await form.getByRole('button', { name: 'Next' }).click();
    await question(index + 2);
  }
  // Start over needs a script: not offered.
  await expect(form.getByRole('button', { name: 'Start over' })).toBeHidden();
  await answer(4);
  await form.getByRole('button', { name: 'Get Results' }).click();
  await page.waitForURL(/\/chart-my-course\/results\?/);
  await expect(page.getByRole('heading', { level: 1, name: run.persona })).toBeVisible();
  for (const href of run.cards) await expect(page.locator(`#main a[href="${href}"]`).first()).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/chart-my-course\/results\?a=[0-9a-z]{5}$/);
  await context.close();
});

test('Enter on a chosen answer is Next, with JavaScript too (question 2, where Previous is enabled)', async ({ page }) => {
  await page.goto('/chart-my-course');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Founder assessment' });
  await page.locator('input[type="radio"][value="idea"]').check();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Question 2 of 5')).toBeVisible();
  await page.locator('input[type="radio"][value="market"]').check();
  await page.locator('input[type="radio"][value="market"]').press('Enter');
  await expect(form.getByText('Question 3 of 5')).toBeVisible();
  await expect(page).toHaveURL(/\/chart-my-course$/);
});

test('an answer chosen before the assessment is live counts once it is: Next works on it at once', async ({ page, pageErrors }) => {
  // The island's code held back, as on a slow phone where the visitor answers before it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/browser\/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until `load`: the held script delays it.
  await page.goto('/chart-my-course', { waitUntil: 'domcontentloaded' });
  await page.locator('input[type="radio"][value="launched"]').check();
  release();
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Founder assessment' });
  await expect(page.locator('input[type="radio"][value="launched"]')).toBeChecked();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Question 2 of 5')).toBeVisible();
  await form.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('input[type="radio"][value="launched"]')).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('the same screen at /programs/compass, which names /chart-my-course as its canonical URL', async ({ page }) => {
  await page.goto('/programs/compass');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart your course' })).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2eOrigin}/chart-my-course`);
  await hydrated(page);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2eOrigin}/chart-my-course`);
  expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
  await page.goto('/chart-my-course');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${e2eOrigin}/chart-my-course`);
});

test('works with the keyboard at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/chart-my-course');
  await hydrated(page);
  // Where the option sits in the page (the viewport may scroll to the focused radio).
  const building = page.locator('input[type="radio"][value="building"]');
  const offset = () => building.evaluate((radio) => radio.getBoundingClientRect().top + window.scrollY);
  await page.locator('input[type="radio"][value="idea"]').focus();
  const before = await offset();
  await page.keyboard.press('ArrowDown');
  await expect(building).toBeChecked();
  // The first answer brings Start over without moving the options.
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  expect(await offset()).toBe(before);
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page.getByRole('form', { name: 'Founder assessment' }).getByText('Question 2 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What’s holding you back most?' })).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
