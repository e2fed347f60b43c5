// A published post whose every field carries XSS payloads from the OWASP cheat sheets (script,
// event handlers, javascript: and data: URLs, SVG, MathML mutation, breaking out of </script> in
// JSON-LD or the page state, meta refresh, base) runs nothing and injects nothing wherever the site
// shows it: the post page, the list, search, a tag filter, related articles, the sitemap page; the
// feed and the sitemap XML stay well formed with the text escaped
// (docs/decisions/0010-newsletter-and-hardening.md). On a database of its own with a shell server on
// it, so the suite's other tests keep their 16 posts while this one runs.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from '../support/fixtures';
import pg from 'pg';
import { startOwnBlogStack, type OwnBlogStack } from '../support/own-blog-stack';
import { sidewaysOverflow } from '../support/sideways';

/** Each payload sets window.__xss (or opens a dialog) if it ever runs. */
const PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"><script>window.__xss=3</script></svg>',
  '<svg><animate onbegin="window.__xss=4" attributeName=x dur=1s>',
  '<a href="javascript:window.__xss=5">click</a>',
  '<a href="JaVaScRiPt&#58;window.__xss=6">click</a>',
  '<a href="data:text/html,<script>window.__xss=7</script>">data</a>',
  '<iframe src="javascript:window.__xss=8"></iframe>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss=9&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=10>',
  '</script><script>window.__xss=11</script>',
  '</SCRIPT><img src=x onerror=window.__xss=12>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=13">',
  '<body onload="window.__xss=14">',
  '<details open ontoggle="window.__xss=15">',
  '"><img src=x onerror=window.__xss=16>',
  "';window.__xss=17;//",
  '<style>@import "javascript:window.__xss=18";</style>',
  '<form action="javascript:window.__xss=19"><button>go</button></form>',
  '<object data="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjA8L3NjcmlwdD4="></object>',
  '<!--<img src="--><img src=x onerror=window.__xss=21//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=22>">',
  '<base href="javascript:window.__xss=23//">',
  '<embed src="javascript:window.__xss=24">',
  '<input autofocus onfocus="window.__xss=25">',
  '<video><source onerror="window.__xss=26"></video>',
  '\u2028\u2029</script><!--<script>window.__xss=27</script>',
  '{{constructor.constructor("window.__xss=28")()}}',
];

// One worker starts the stack and inserts the posts once, and stops it after every test of the file.
test.describe.configure({ mode: 'default' });

let own: OwnBlogStack;
/** The path on this test's own site. */
const at = (path: string) => `${own.shell.url}${path}`;

const SLUG = 'hostile-content-probe';
const NEIGHBOUR = 'hostile-content-neighbour';
const SHARED_TAG = 'hostile-shared-tag';
const MARKER = 'Hostileprobe';
const ESCAPED_PAYLOAD = '&lt;img src=x onerror=window.__xss=36&gt;&lt;/p&gt;&lt;script&gt;window.__xss=37&lt;/script&gt;';

test.beforeAll(async () => {
  own = await startOwnBlogStack(test.info().workerIndex);
  const db = new pg.Client({ connectionString: own.stack.dbUrl });
  await db.connect();
  const all = PAYLOADS.join(' ');
  try {
    await db.query(
      `insert into public.blog_posts (slug, title, excerpt, content, meta_description, featured_image, tags, author, published_date, is_published)
      values ($1, $2, $3, $4, $5, $6, $7, $8, now(), true),
             ($9, 'Hostile neighbour', 'A plain post sharing a tag', '<p>Plain</p>', null, null, $10, 'Plain Author', now() - interval '1 day', true)`,
      [
        SLUG,
        `${MARKER} ${PAYLOADS.slice(0, 12).join(' ')}`,
        // Excerpt and body: markup written as text (entities) too, which a search's fragment quotes and must show as text.
        `${MARKER} ${ESCAPED_PAYLOAD} ${all}`,
        `<p>${MARKER} ${ESCAPED_PAYLOAD}</p>${all}`,
        `${MARKER} ${all}`,
        'javascript:window.__xss=29//"><script>window.__xss=30</script>',
        [SHARED_TAG, '<script>window.__xss=31</script>', '"><svg onload=window.__xss=32>', 'javascript:window.__xss=33'],
        '</script><script>window.__xss=34</script><img src=x onerror=window.__xss=35>',
        NEIGHBOUR,
        [SHARED_TAG],
      ],
    );
  } finally {
    await db.end();
  }
});

test.afterAll(async () => {
  await own?.stop();
});

/** Records dialogs and CSP violations from the first document on: an injection the CSP stopped still fails. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  // Give any handler (onerror, onload, ontoggle, autofocus) its chance.
  await page.waitForTimeout(300);
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      sentinel: (window as unknown as { __xss?: unknown }).__xss ?? null,
      violations: (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      eventAttributes: all.flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`)),
      // Besides JSON blocks, only the page's own two: the starter of its code (the body's, never the
      // content's) and the Speculation Rules.
      inlineScripts: [...document.querySelectorAll('script:not([src]):not(body > #pv-start)')]
        .filter((s) => !['application/json', 'application/ld+json', 'speculationrules'].includes(s.getAttribute('type') ?? ''))
        .map((s) => s.outerHTML.slice(0, 80)),
      dangerousElements: [
        ...document.querySelectorAll(
          'iframe, object, embed, base, meta[http-equiv], body script:not([src]):not([type]):not(body > #pv-start), math, form[action^="javascript" i], input[autofocus], video source',
        ),
      ].map((el) => el.outerHTML.slice(0, 80)),
      dangerousUrls: all.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data']
          .map((name) => el.getAttribute(name))
          .filter((value): value is string => value !== null && /^\s*(javascript|data:text|vbscript)/i.test(value)),
      ),
      jsonBlocks: [...document.querySelectorAll('script[type="application/json"], script[type="application/ld+json"]')].map((s) => {
        try {
          JSON.parse(s.textContent ?? '');
          return 'ok';
        } catch {
          return `broken: ${(s.textContent ?? '').slice(0, 80)}`;
        }
      }),
    };
  });
  expect(found.sentinel).toBeNull();
  expect(dialogs).toEqual([]);
  expect(found.violations).toEqual([]);
  expect(found.eventAttributes).toEqual([]);
  expect(found.inlineScripts).toEqual([]);
  expect(found.dangerousElements).toEqual([]);
  expect(found.dangerousUrls).toEqual([]);
  expect(found.jsonBlocks.every((state) => state === 'ok')).toBe(true);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'in a browser running the islands' : 'as server HTML only', () => {
    test.use({ javaScriptEnabled });

    for (const [where, path, shows] of [
      ['the post page', `/blog/${SLUG}`, MARKER],
      ['the list', `/blog?page=1&probe=${Number(javaScriptEnabled)}`, MARKER],
      ['search', `/blog?q=${MARKER.toLowerCase()}`, MARKER],
      ['a tag filter', `/blog?tag=${SHARED_TAG}`, MARKER],
      ['a payload as the tag filter', `/blog?tag=${encodeURIComponent('<script>window.__xss=31</script>')}`, MARKER],
      ['related articles', `/blog/${NEIGHBOUR}`, MARKER],
      ['the sitemap page', `/sitemap?probe=${Number(javaScriptEnabled)}`, MARKER],
    ] as const) {
      test(`${where} shows the post as text and runs nothing`, async ({ page, pageErrors }) => {
        const dialogs = await watch(page);
        const response = await page.goto(at(path));
        expect(response?.status()).toBe(200);
        if (javaScriptEnabled) await hydrated(page);
        await expect(page.getByText(shows).first()).toBeAttached();
        await expectInert(page, dialogs);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}

test('a title of words longer than a phone is wide breaks on the post page, the list and the sitemap page, which stay 320 px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  // A query of its own: the sitemap page another test rendered before the probe was inserted may still be in the page cache.
  for (const path of [`/blog/${SLUG}`, `/blog?q=${MARKER.toLowerCase()}`, '/sitemap?probe=320']) {
    await page.goto(at(path));
    await hydrated(page);
    await expect(page.getByText(MARKER).first()).toBeAttached();
    const { overflow, widest } = await sidewaysOverflow(page);
    expect(overflow, `${path}: ${widest.join('; ')}`).toBeLessThanOrEqual(0);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`a search's fragment quotes the post's text as text, the word marked (${javaScriptEnabled ? 'hydrated' : 'server HTML'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const dialogs = await watch(page);
    await page.goto(at(`/blog?q=${MARKER.toLowerCase()}`));
    if (javaScriptEnabled) await hydrated(page);
    const fragment = page.locator('#main article p', { has: page.locator('mark') });
    await expect(fragment).toContainText('<img src=x onerror=window.__xss=36></p><script>window.__xss=37</script>');
    // Its only elements: the marks around the word searched.
    const elements = await fragment
      .locator('*')
      .evaluateAll((found) => found.map((element) => `${element.tagName} ${element.textContent}`));
    expect(elements.length).toBeGreaterThan(0);
    expect(new Set(elements)).toEqual(new Set([`MARK ${MARKER}`]));
    await expectInert(page, dialogs);
    await context.close();
  });
}

test('the feed and the sitemap XML stay well formed, the payloads escaped as text', async ({ page, request }) => {
  for (const path of ['/rss.xml', '/sitemap.xml']) {
    const response = await request.get(at(path));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).not.toMatch(/<(script|img|svg|iframe|math|meta|base)\b/i);
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, text: doc.documentElement.textContent ?? '' };
    }, xml);
    expect(parsed.error).toBeNull();
    if (path === '/rss.xml') expect(parsed.text).toContain('<script>window.__xss=1;alert(1)</script>');
    else expect(xml).toContain(`/blog/${SLUG}`);
  }
});
