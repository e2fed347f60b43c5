/** @jest-environment node */
import { renderToHtml, splitResourceHints } from './render-to-html';

describe('renderToHtml', () => {
  it('returns the resource hints React writes ahead of the HTML apart from it', async () => {
    const rendered = await renderToHtml(
      <main>
        <img src="/a.webp" srcSet="/a-800w.webp 800w, /a.webp 1200w" sizes="100vw" alt="" fetchPriority="high" />
        <img src="/b.webp" alt="" loading="lazy" />
      </main>,
    );
    expect(rendered.resourceHints).toBe(
      '<link rel="preload" as="image" imageSrcSet="/a-800w.webp 800w, /a.webp 1200w" imageSizes="100vw" fetchPriority="high"/>',
    );
    expect(rendered.html).toMatch(/^<main><img src="\/a.webp"/);
    expect(rendered.html).not.toContain('<link');
  });

  it('returns no hints and the whole HTML when React wrote none', async () => {
    const rendered = await renderToHtml(<p>Plain</p>);
    expect(rendered).toEqual({ resourceHints: '', html: '<p>Plain</p>', errors: [] });
  });
});

describe('splitResourceHints', () => {
  it('takes only the hints at the very start, never a link further in', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><link rel="preconnect" href="https://x.test"/><p><link rel="preload" as="image" href="/b.webp"/></p>';
    expect(splitResourceHints(html)).toEqual({
      resourceHints: '<link rel="preload" as="image" href="/a.webp"/><link rel="preconnect" href="https://x.test"/>',
      html: '<p><link rel="preload" as="image" href="/b.webp"/></p>',
    });
  });

  it('leaves other links where they are', () => {
    const html = '<link rel="stylesheet" href="/a.css"/><p>x</p>';
    expect(splitResourceHints(html)).toEqual({ resourceHints: '', html });
  });
});
