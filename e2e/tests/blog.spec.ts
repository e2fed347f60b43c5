// The blog on the composed site: search, filters, sort and paging from the database, all in the
// URL; the post page; the draft that never appears; the backend going down and coming back.
import { test, expect, hydrated } from '../support/fixtures';
import { e2eOrigin, sparePorts } from '../support/ports';
import { startShell, startTcpProxy } from '../support/isolated-site';

const DRAFT_SLUG = 'draft-series-a-playbook-internal';
const cards = (page: import('@playwright/test').Page) => page.locator('#main article h2, #main article h3');
const cardTitles = async (page: import('@playwright/test').Page) => (await cards(page).allTextContents()).map((t) => t.trim());

test.describe('blog list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pages of 9: 16 articles make 2 pages; the second holds 7', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    await expect(page.getByText('Showing 1–9 of 16 articles')).toBeVisible();
    expect(await cards(page).count()).toBe(9);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText('Showing 10–16 of 16 articles')).toBeVisible();
    expect(await cards(page).count()).toBe(7);
    await page.goBack();
    await expect(page.getByText('Showing 1–9 of 16 articles')).toBeVisible();
  });

  test('search is case-insensitive over title, content, author and tags, and resets to page 1', async ({ page }) => {
    await page.goto('/blog?page=2');
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('TERM SHEET');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=TERM(\+|%20)SHEET/);
    await expect(page).not.toHaveURL(/page=/);
    expect(await cardTitles(page)).toContain('Reading Your First Term Sheet: Liquidation Preference, Pro Rata and Board Seats');

    await search.fill('callahan');
    await search.press('Enter');
    await expect(page.getByText('Showing 1–3 of 3 articles')).toBeVisible(); // Tom Callahan's three

    await search.fill('zzzz-no-such-word');
    await search.press('Enter');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search term')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText('Showing 1–9 of 16 articles')).toBeVisible();
  });

  test('a search ranks a title match above newer posts that match in the body only; each card shows the words found, marked', async ({
    page,
  }) => {
    const runwayMath = 'Runway Math: When to Start Raising (Earlier Than You Think)'; // the oldest post
    await page.goto('/blog?q=runway');
    await hydrated(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('relevance');
    expect((await cardTitles(page))[0]).toBe(runwayMath);
    // A body-only match says why it matched: the word marked in the text around it.
    const update = page.locator('#main article').filter({ hasText: 'The Monthly Investor Update' });
    await expect(update.locator('mark').first()).toHaveText(/^runway$/i);
    await expect(update.locator('p', { has: page.locator('mark') })).toContainText(/\.\.\. .*runway.* \.\.\./i);

    await sort.selectOption('newest');
    await expect(page).toHaveURL(/\?q=runway&sort=newest$/);
    await expect(cards(page).first()).toHaveText('The Monthly Investor Update: A Template That Gets Read');
    expect((await cardTitles(page)).at(-1)).toBe(runwayMath);
  });

  test('the list follows the search box as the visitor types, one request per pause rather than per key', async ({ page }) => {
    const searches: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'fetch' && request.url().includes('/api/blog/posts?q=') && searches.push(request.url()),
    );
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('term sheet', { delay: 40 });
    await expect(page).toHaveURL(/\/blog\?q=term\+sheet$/);
    await expect(cards(page).first()).toHaveText('Reading Your First Term Sheet: Liquidation Preference, Pro Rata and Board Seats');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThan('term sheet'.length);
  });

  test('topics OR within, authors AND across, badges remove a filter, Clear only when active', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Clear' })).toHaveCount(0);

    const toggle = async (name: RegExp) => {
      const box = filters.getByRole('checkbox', { name });
      await box.click();
      await expect(box).toBeChecked();
    };
    await toggle(/^Boston/);
    await expect(page).toHaveURL(/tag=Boston/);
    await expect(page.getByText(/of 2 articles/)).toBeVisible();
    await toggle(/^Term Sheets/);
    await expect(page.getByText(/of 4 articles/)).toBeVisible(); // Boston 2 + Term Sheets 2
    await toggle(/^Tom Callahan/);
    await expect(page.getByText(/of 2 articles/)).toBeVisible(); // ... and by Tom Callahan
    for (const title of await cardTitles(page)) expect(title).toMatch(/Boston|Massachusetts/);

    await expect(filters.getByRole('button', { name: 'Clear' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove author filter: Tom Callahan' }).click();
    await expect(page.getByText(/of 4 articles/)).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(filters.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  });

  test("a filter change asks the site for the new state's cards in JSON: one same-origin request, never the backend", async ({ page }) => {
    const requests: { url: string; type: string }[] = [];
    const answers: Promise<{ type: string | undefined; body: { posts: Record<string, unknown>[]; total: number } }>[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), type: request.resourceType() });
      if (request.resourceType() === 'fetch')
        answers.push(
          request.response().then(async (response) => ({ type: response?.headers()['content-type'], body: await response?.json() })),
        );
    });
    await page.goto('/blog');
    await hydrated(page);
    requests.length = 0;
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^Boston/ })
      .click();
    await expect(page.getByText(/of 2 articles/)).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?tag=Boston$/);
    expect(requests.filter((request) => request.type === 'fetch' || request.type === 'xhr')).toEqual([
      { url: `${e2eOrigin}/api/blog/posts?tag=Boston`, type: 'fetch' },
    ]);
    expect(requests.filter((request) => request.url.includes('/rest/v1/'))).toEqual([]);
    // The cards of the state and their number, never a post's body.
    const [answer] = await Promise.all(answers);
    expect(answer?.type).toBe('application/json; charset=utf-8');
    expect(answer?.body.total).toBe(2);
    expect(answer?.body.posts.map((post) => post.title).sort()).toEqual([
      "A Founder's Field Guide to the Boston Startup Ecosystem",
      'Non-Dilutive Funding for Massachusetts Startups: SBIR, STTR and State Programs',
    ]);
    for (const post of answer?.body.posts ?? []) expect(post).not.toHaveProperty('content');
    await expect(page).toHaveTitle(/^Blog \| /);
  });

  test('a press asks for the state it leads to; its release shows that answer, with no second request', async ({ page }) => {
    const lists: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && lists.push(request.url()));
    await page.goto('/blog');
    await hydrated(page);
    const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Boston/ });
    await box.hover();
    await page.mouse.down();
    await expect.poll(() => lists).toEqual([`${e2eOrigin}/api/blog/posts?tag=Boston`]);
    // Pressed, not yet released: nothing changes on screen.
    await expect(box).not.toBeChecked();
    await expect(page).toHaveURL(/\/blog$/);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/blog\?tag=Boston$/);
    await expect(page.getByText(/of 2 articles/)).toBeVisible();
    await expect(box).toBeChecked();
    expect(lists).toEqual([`${e2eOrigin}/api/blog/posts?tag=Boston`]);
  });

  test('sort: newest, oldest, title A–Z, title Z–A', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    const newest = await cardTitles(page);
    expect(newest[0]).toBe('The Monthly Investor Update: A Template That Gets Read');
    const sort = page.getByLabel('Sort by');
    await sort.selectOption('oldest');
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(cards(page).first()).not.toHaveText(newest[0] ?? '');
    await sort.selectOption('title-asc');
    await expect(cards(page).first()).toHaveText("A Founder's Field Guide to the Boston Startup Ecosystem");
    const ascending = await cardTitles(page);
    expect([...ascending].sort((a, b) => a.localeCompare(b))).toEqual(ascending);
    await sort.selectOption('title-desc');
    await expect(cards(page).first()).toHaveText('Warm Intros and Cold Emails: Getting the First Meeting');
  });

  test('a shared link renders that exact state on the server, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog?tag=Boston&sort=title-asc');
    expect(await cardTitles(page)).toEqual([
      "A Founder's Field Guide to the Boston Startup Ecosystem",
      'Non-Dilutive Funding for Massachusetts Startups: SBIR, STTR and State Programs',
    ]);
    await context.close();
  });

  const bostonPosts = [
    "A Founder's Field Guide to the Boston Startup Ecosystem",
    'Non-Dilutive Funding for Massachusetts Startups: SBIR, STTR and State Programs',
  ];

  for (const width of [375, 1280]) {
    test(`without JavaScript the search, the sort and the filters are one form, sent by Apply or Enter (${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/blog?page=2');
      // The panel is open at every width; the Filters button, which needs a script, is not offered.
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      await page
        .getByRole('group', { name: 'Topics' })
        .getByRole('checkbox', { name: /^Boston/ })
        .check();
      await page.getByLabel('Sort by').selectOption('title-asc');
      await page.getByRole('button', { name: 'Apply' }).first().click();
      await expect(page).toHaveURL(/\/blog\?sort=title-asc&tag=Boston$/);
      expect(await cardTitles(page)).toEqual(bostonPosts);
      await expect(page.getByRole('checkbox', { name: /^Boston/ })).toBeChecked();
      // Clear and the badges need a script: unticking and Apply does the same.
      await expect(page.getByRole('button', { name: /^Remove topic filter/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
      // A search keeps the topic and the sort chosen.
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('funding');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog\?/);
      const state = new URL(page.url()).searchParams;
      expect([state.get('q'), state.get('sort'), state.getAll('tag')]).toEqual(['funding', 'title-asc', ['Boston']]);
      const found = await cardTitles(page);
      expect(found.length).toBeGreaterThan(0);
      for (const title of found) expect(bostonPosts).toContain(title);
      await context.close();
    });
  }

  test('with JavaScript there is no Apply: each change applies itself (375 and 1280 px)', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
      if (width < 1024) await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    }
  });
});

test.describe('blog post', () => {
  test('related articles: each card’s date and author share a line at every width (three across only when they fit)', async ({ page }) => {
    await page.goto('/blog/reading-your-first-term-sheet');
    const cards = page.getByRole('region', { name: 'Related Articles' }).locator('article');
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const tops = await cards.evaluateAll((articles) =>
        articles.map((article) => {
          const time = article.querySelector('time')?.getBoundingClientRect().top;
          const author = article.querySelector('time + span')?.getBoundingClientRect().top;
          return { time, author, cardTop: article.getBoundingClientRect().top };
        }),
      );
      expect(tops.length, `${width} px`).toBeGreaterThan(1);
      for (const { time, author } of tops) expect(author, `${width} px`).toBe(time);
      // One card a row until the large breakpoint, three across from it.
      const rows = new Set(tops.map(({ cardTop }) => Math.round(cardTop))).size;
      expect(rows, `${width} px`).toBe(width >= 1024 ? 1 : tops.length);
    }
  });

  test('title, date, author, read time, body, tags, author box, up to 3 related articles; no second fetch', async ({ page }) => {
    const supabaseRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/rest/v1/') && supabaseRequests.push(r.url()));
    const response = await page.goto('/blog/reading-your-first-term-sheet');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Reading Your First Term Sheet: Liquidation Preference, Pro Rata and Board Seats',
    );
    await expect(page.getByText('June 11, 2024')).toBeVisible();
    await expect(page.getByText('12 min read')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Content Creator' })).toContainText('Daniel Reyes');
    const related = page.getByRole('region', { name: 'Related Articles' }).getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    expect(supabaseRequests).toEqual([]);
    // Article head tags and structured data, from the server.
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="article:author"]').getAttribute('content')).toBe('Daniel Reyes');
    expect(await page.locator('meta[property="article:tag"]').count()).toBe(4);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => (JSON.parse(t) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BlogPosting', 'BreadcrumbList']));
  });

  test('a post of three or more sections opens with a table of contents that works by keyboard, without JavaScript', async ({
    browser,
  }) => {
    // Reduced motion: the jump to the section is then immediate rather than a smooth scroll, which
    // a busy headless browser may not have animated to its end when the test looks.
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/blog/runway-math-when-to-start-raising');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText([
      'Runway, done properly',
      'How long a raise actually takes',
      'The rule: start with 9 to 12 months of runway',
      'Milestones and runway are the same conversation',
      'Default alive or default dead',
      'How much to raise',
      'A monthly habit',
    ]);
    await contents.getByRole('link', { name: 'How much to raise' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#how-much-to-raise$/);
    await expect(page.getByRole('heading', { level: 2, name: 'How much to raise' })).toBeInViewport();
    await context.close();
  });

  test('share buttons open a 600x400 window for X, LinkedIn and Facebook', async ({ page, context }) => {
    await context.route(/twitter\.com|linkedin\.com|facebook\.com/, (route) => route.fulfill({ status: 200, body: 'ok' }));
    await page.goto('/blog/reading-your-first-term-sheet');
    await hydrated(page);
    for (const [network, host] of [
      ['X', 'twitter.com'],
      ['LinkedIn', 'linkedin.com'],
      ['Facebook', 'facebook.com'],
    ] as const) {
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Share on ${network}` }).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toContain(host);
      expect(popup.url()).toContain(encodeURIComponent(`${e2eOrigin}/blog/reading-your-first-term-sheet`));
      const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
      expect(size).toEqual({ width: 600, height: 400 });
      await popup.close();
    }
  });

  test('without JavaScript the share buttons, which need it, are not shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog/reading-your-first-term-sheet');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Share this article' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Share on/ })).toHaveCount(0);
    await context.close();
  });

  test('a missing post: "Blog Post Not Found", Back to Blog, status 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("posts' images (featured or drawn covers)", () => {
  /** The images of the page that have loaded and those that have not, by their URL. */
  const imageState = (page: import('@playwright/test').Page, selector: string) =>
    page
      .locator(selector)
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => ({ src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 })),
      );

  for (const javaScriptEnabled of [false, true]) {
    test(`load from the site's origin on the list and the post (${javaScriptEnabled ? 'hydrated' : 'server HTML'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      for (const [path, selector] of [
        ['/blog', '#main article img'],
        ['/blog/reading-your-first-term-sheet', '#main article img[loading="eager"]'],
      ] as const) {
        await page.goto(path);
        if (javaScriptEnabled) await hydrated(page);
        // Every card has one picture: its featured image, or the cover the page draws (the newest post has none).
        if (path === '/blog') {
          const cards = await page.locator('#main article').count();
          await expect(page.locator('#main article').locator('img, [data-testid="post-cover"]')).toHaveCount(cards);
          await expect(page.locator('#main article').first().getByTestId('post-cover')).toBeVisible();
        }
        // Lazy images load as they come near: bring each into view.
        for (const image of await page.locator(selector).all()) await image.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        const images = await imageState(page, selector);
        expect(images.length).toBeGreaterThan(0);
        for (const image of images) {
          expect(image.src).toMatch(new RegExp(`^${e2eOrigin}/images/blog/[a-z0-9-]+\\.webp$`));
          expect(image.loaded).toBe(true);
        }
      }
      await context.close();
    });
  }

  test('that fail to load give way to the cover the page draws: the list, its next state, a post and its related posts', async ({
    page,
  }) => {
    // Every image of the posts unreachable, as when a writer's image host is down.
    await page.route('**/images/blog/**', (route) => route.abort('internetdisconnected'));
    const articles = page.locator('#main article');
    /** Brings every card near (lazy images fail only when asked for), then each shows one cover and no image. */
    const everyCardShowsItsCover = async () => {
      for (const article of await articles.all()) await article.scrollIntoViewIfNeeded();
      await expect(articles.locator('img')).toHaveCount(0);
      await expect(articles.getByTestId('post-cover')).toHaveCount(await articles.count());
    };

    await page.goto('/blog');
    await hydrated(page);
    expect(await articles.count()).toBeGreaterThan(1);
    await everyCardShowsItsCover();

    // The next state's cards come from the server's answer, their images new to the page.
    await page
      .getByTestId('filter-panel')
      .getByRole('checkbox', { name: /^Fundraising/ })
      .check();
    await expect(page).toHaveURL(/tag=Fundraising/);
    await expect(page.getByTestId('blog-results')).toHaveAttribute('data-state', 'current');
    await everyCardShowsItsCover();

    await page.goto('/blog/reading-your-first-term-sheet');
    await hydrated(page);
    // The post's own article and one card per related post.
    expect(await articles.count()).toBeGreaterThan(1);
    await everyCardShowsItsCover();
    await expect(articles.first().getByTestId('post-cover')).toBeVisible();
  });
});

test('on a phone, the list fetches the images near the first screen only, the rest as the visitor scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/images/blog/')) fetched.add(new URL(request.url()).pathname);
  });
  await page.goto('/blog?tag=Fundraising&sort=oldest');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const images = page.locator('[data-testid="blog-results"] article img');
  const count = await images.count();
  expect(count).toBeGreaterThan(4);
  const early = fetched.size;
  expect(early).toBeGreaterThan(0);
  expect(early).toBeLessThan(count);
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.size).toBe(count);
});

test("the list's first image and the post's are preloaded from the document's head, with the first bytes", async ({ request }) => {
  // The newest post has no featured image: the unfiltered list's first card draws its cover, nothing to preload.
  for (const [path, preloaded] of [
    ['/blog', 0],
    ['/blog?tag=Fundraising&sort=oldest', 1],
    ['/blog/reading-your-first-term-sheet', 1],
  ] as const) {
    const html = await (await request.get(path)).text();
    const [head = '', body = ''] = html.split('</head>');
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    const urgent = [...body.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((match) => match[0]);
    expect([preloads.length, urgent.length], path).toEqual([preloaded, preloaded]);
    if (preloaded) {
      const srcSet = /srcSet="([^"]+)"/.exec(urgent[0] ?? '')?.[1];
      const src = /src="([^"]+)"/.exec(urgent[0] ?? '')?.[1];
      expect(preloads[0], path).toContain(srcSet ? `imageSrcSet="${srcSet}"` : `href="${src}"`);
    }
    expect(body, path).not.toContain('<link rel="preload"');
  }
});

test('the draft never appears: list, its URL, search, sitemap, feed', async ({ page, request }) => {
  await page.goto('/blog');
  await expect(page.locator('#main')).not.toContainText('DRAFT');
  expect((await page.goto(`/blog/${DRAFT_SLUG}`))?.status()).toBe(404);
  await page.goto('/blog?q=Series+A+Playbook');
  await expect(page.locator('#main')).not.toContainText('DRAFT');
  for (const path of ['/sitemap.xml', '/rss.xml']) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain(DRAFT_SLUG);
    expect(body, path).not.toContain('DRAFT');
  }
});

test('sitemap.xml for crawlers: every public route, home/blog/post priorities, lastmod from updates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  const entry = (loc: string) => urls.find((u) => u.includes(`<loc>${loc}</loc>`));
  expect(entry(`${e2eOrigin}/blog`)).toContain('<priority>0.9</priority>');
  expect(entry(`${e2eOrigin}/security`)).toBeDefined();
  expect(entry(`${e2eOrigin}/chart-my-course`)).toBeDefined();
  expect(entry(`${e2eOrigin}/programs/compass`)).toBeUndefined(); // its canonical is /chart-my-course
  expect(entry(`${e2eOrigin}/privacy`)).toBeUndefined(); // noindex
  const post = entry(`${e2eOrigin}/blog/reading-your-first-term-sheet`);
  expect(post).toContain('<priority>0.7</priority>');
  expect(post).toContain('<changefreq>monthly</changefreq>');
  expect(post).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(urls.filter((u) => u.includes('/blog/'))).toHaveLength(16);
});

test('the RSS feed lists published posts and is linked from every page', async ({ page, request }) => {
  const feed = await request.get('/rss.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect([...xml.matchAll(/<item>/g)]).toHaveLength(16);
  await page.goto('/security');
  expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/rss.xml');
});

test("the footer's Sitemap (XML) downloads the server's sitemap as sitemap.xml", async ({ page }) => {
  await page.goto('/security');
  await hydrated(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap (XML)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sitemap.xml');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(path, 'utf8')).toContain('<urlset');
  await expect(page).toHaveURL(/\/security$/);
});

test('a link inside the app to /sitemap.xml loads the document, never a page of the app', async ({ page }) => {
  // The blog list moves the address in the page, so it follows the history: an entry of another path is another document.
  await page.goto('/blog');
  await hydrated(page);
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/sitemap.xml');
  // What a client-side link does: push the path and let the router handle it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sitemap.xml');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await loaded).headers()['content-type']).toBe('application/xml; charset=utf-8');
  await expect(page).toHaveURL(/\/sitemap\.xml$/);
  expect(await page.content()).toContain('urlset');
});

test('backend down: the list says so, the rest of the site works, and it recovers by itself', async ({ page, pageErrors }, testInfo) => {
  test.setTimeout(90_000);
  const { shellPort, proxyPort } = sparePorts(testInfo.workerIndex, 5);
  const backend = new URL(process.env.E2E_SUPABASE_URL ?? '');
  const proxy = await startTcpProxy(proxyPort, { host: backend.hostname, port: Number(backend.port) });
  // One worker, its remote loaded while the backend is up: the 503 below is the backend's, not a
  // remote that a busy machine could not load within its time-out.
  const shell = await startShell(shellPort, { env: { SUPABASE_URL: proxy.url, PAGE_CACHE_MS: '0', SHELL_WORKERS: '1' } });
  try {
    await expect.poll(async () => (await page.request.get(`${shell.url}/blog`)).status(), { timeout: 30_000 }).toBe(200);
    await proxy.close();
    const response = await page.goto(`${shell.url}/blog`);
    expect(response?.status()).toBe(503);
    // The server's HTML says so: a visitor or crawler without JavaScript reads the error, not "Loading articles".
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Unable to load blog posts. Please try again later.');
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('Loading articles');
    await hydrated(page);
    await expect(page.getByText('Unable to load blog posts. Please try again later.')).toBeVisible({ timeout: 20_000 });
    await page.goto(`${shell.url}/chart-my-course`);
    await expect(page.getByRole('heading', { name: 'Chart your course' })).toBeVisible();

    await page.goto(`${shell.url}/blog`);
    await expect(page.getByText('Unable to load blog posts. Please try again later.')).toBeVisible({ timeout: 20_000 });
    await proxy.open();
    // Whatever the number: another spec may have added posts to the suite's database meanwhile.
    await expect(page.getByText(/^Showing 1–9 of \d+ articles$/)).toBeVisible({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  } finally {
    await shell.stop();
    await proxy.close();
  }
});
