import { speculationRules } from '../routing/page-links';
import { brandFontHead, entryStarter, SPECULATION_RULES_SCRIPT, speculationRulesScript, STARTER_ID, STARTER_SCRIPT } from './html-document';

/** Runs the starter in this (jsdom) document, as the browser would at the end of the body. */
function runStarter(html: string) {
  document.body.innerHTML = html;
  const starter = document.getElementById(STARTER_ID) as HTMLScriptElement;
  new Function('document', 'window', `(${STARTER_SCRIPT.replace('(document.currentScript)', '')})(arguments[2])`)(
    document,
    window,
    starter,
  );
  return [...document.body.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
}

describe('the entry starter', () => {
  it('names the entries in the element it runs from', () => {
    expect(entryStarter(['/assets/main.1.js', '/assets/other.2.js'])).toBe(
      `<script id="pv-start" data-src="/assets/main.1.js /assets/other.2.js">${STARTER_SCRIPT}</script>`,
    );
    expect(entryStarter([])).toBe('');
  });

  it('adds the entry scripts at once where paint timing is missing', () => {
    // jsdom has no paint timing, as some browsers.
    expect(runStarter(entryStarter(['/assets/main.1.js', '/assets/b.js']))).toEqual(['/assets/main.1.js', '/assets/b.js']);
  });

  it('waits for the first contentful paint, then adds the entries in a task of their own', () => {
    jest.useFakeTimers();
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    const disconnect = jest.fn();
    const original = window.PerformanceObserver;
    window.PerformanceObserver = Object.assign(
      function (callback: typeof report) {
        report = callback;
        return { observe: jest.fn(), disconnect };
      },
      { supportedEntryTypes: ['paint', 'longtask'] },
    ) as unknown as typeof PerformanceObserver;
    try {
      expect(runStarter(entryStarter(['/assets/main.1.js']))).toEqual([]);
      const scripts = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
      report?.({ getEntriesByName: () => [] }, { disconnect }); // first-paint only
      jest.runAllTimers();
      expect(scripts()).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      expect(scripts()).toEqual([]);
      jest.runAllTimers();
      expect(scripts()).toEqual(['/assets/main.1.js']);
    } finally {
      window.PerformanceObserver = original;
      jest.useRealTimers();
    }
  });

  it('escapes the URLs it writes into attributes', () => {
    expect(entryStarter(['/a.js?x="1"&y=<2>'])).toContain('data-src="/a.js?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
  });
});

describe('the Speculation Rules', () => {
  it('are the page links rules, in the page as a JSON block that cannot end its script element', () => {
    expect(JSON.parse(SPECULATION_RULES_SCRIPT)).toEqual(speculationRules());
    expect(SPECULATION_RULES_SCRIPT).not.toContain('<');
    expect(speculationRulesScript()).toBe(`<script type="speculationrules">${SPECULATION_RULES_SCRIPT}</script>`);
  });
});

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
