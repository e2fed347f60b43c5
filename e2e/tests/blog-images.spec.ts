// Every published post has pictures that load: its card's image in each size, its header's, and the
// social card its head names (og:image), its own featured image or the social card the build drew
// for it. A post without a featured image shows the cover the page draws, which needs no file.
import { test, expect } from '../support/fixtures.ts';

const isImage = (contentType: string | undefined) => /^image\//.test(contentType ?? '');

test('every published post: its card images, its header image and its social card answer 200 with an image', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const posts = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1] as string);
  expect(posts.length).toBeGreaterThanOrEqual(16);

  const urls = new Set<string>();
  for (let pageNumber = 1; pageNumber <= Math.ceil(posts.length / 9); pageNumber += 1) {
    await page.goto(`/blog?page=${pageNumber}`);
    for (const image of await page.locator('article img').all()) {
      urls.add((await image.getAttribute('src')) as string);
      for (const candidate of ((await image.getAttribute('srcset')) ?? '').split(',')) {
        if (candidate.trim()) urls.add(candidate.trim().split(' ')[0] as string);
      }
    }
  }
  for (const post of posts) {
    const html = await (await request.get(post)).text();
    const ogImage = /<meta data-page-head property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(ogImage, `${post} names a social card`).toBeTruthy();
    urls.add(new URL(ogImage as string).pathname);
    const header = /<article>\s*<div[^>]*>\s*<div[^>]*>\s*(<img[^>]* src="([^"]+)"|<svg[^>]* data-testid="post-cover")/.exec(html);
    expect(header, `${post} shows a picture at the top`).toBeTruthy();
    if (header?.[2]) urls.add(header[2]);
  }

  expect(urls.size).toBeGreaterThan(posts.length);
  expect([...urls].filter((url) => url.startsWith('/images/blog/social/')).length, 'drawn social cards').toBeGreaterThan(0);
  for (const url of urls) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expect(isImage(answer.headers()['content-type']), `${url} is ${answer.headers()['content-type']}`).toBe(true);
  }
});
