import { brandFontHead } from './brand-font-head';

const published = {
  'fraunces-latin-600-normal.woff2': 'fonts/fraunces-latin-600-normal.1a2b3c4d.woff2',
  'plus-jakarta-sans-latin-wght-normal.woff2': 'fonts/plus-jakarta-sans-latin-wght-normal.5e6f7a8b.woff2',
};

describe('brandFontHead', () => {
  it('preloads the two faces the first screen is set in, and no other file', () => {
    const head = brandFontHead(published);
    const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      '<link rel="preload" href="/assets/fonts/fraunces-latin-600-normal.1a2b3c4d.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="preload" href="/assets/fonts/plus-jakarta-sans-latin-wght-normal.5e6f7a8b.woff2" as="font" type="font/woff2" crossorigin>',
    ]);
  });

  it('declares both faces at the files the browser build published', () => {
    const head = brandFontHead(published);
    expect(head).toContain('url(/assets/fonts/fraunces-latin-600-normal.1a2b3c4d.woff2)');
    expect(head).toContain('url(/assets/fonts/plus-jakarta-sans-latin-wght-normal.5e6f7a8b.woff2)');
    expect(head).toMatch(/^(<link[^>]*>){2}<style>@font-face\{.*\}<\/style>$/);
  });

  it('refuses to start without a published face rather than serve pages in the fallback', () => {
    expect(() => brandFontHead({ 'fraunces-latin-600-normal.woff2': 'fonts/f.woff2' })).toThrow(
      'The browser build did not publish the font @fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    );
  });
});
