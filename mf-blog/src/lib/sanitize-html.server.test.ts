/**
 * @jest-environment node
 */
// The Node build (`__SERVER__`) sanitises with a jsdom window that it loads itself, once.
const globals = globalThis as unknown as { __SERVER__: boolean };

// The real jsdom, its windows counted.
jest.mock('jsdom', () => {
  const actual: typeof import('jsdom') = jest.requireActual('jsdom');
  return { JSDOM: jest.fn((html: string) => new actual.JSDOM(html)) };
});
const windowsMade = () => (jest.requireMock('jsdom') as { JSDOM: jest.Mock }).JSDOM.mock.calls.length;

describe('sanitising on the server', () => {
  beforeAll(() => {
    globals.__SERVER__ = true;
  });

  afterAll(() => {
    globals.__SERVER__ = false;
  });

  it("is loaded by the post page's prepare, which the server calls at start, and every post after it shares it", async () => {
    const { postPage } = await import('../post/post-page-definition');
    const { sanitizePostHtml } = await import('./sanitize-html');
    const before = windowsMade();
    await postPage.prepare?.();
    expect(windowsMade()).toBe(before + 1);
    await sanitizePostHtml('<p>one</p>', 'https://preparedventures.test');
    await sanitizePostHtml('<p>two</p>', 'https://preparedventures.test');
    expect(windowsMade()).toBe(before + 1);
  });

  it('has no browser window and still removes scripts, handlers and javascript: links', async () => {
    expect('window' in globalThis).toBe(false);
    const { sanitizePostHtml } = await import('./sanitize-html');
    const out = await sanitizePostHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">j</a><a href="https://example.org">e</a><p style="x">s</p>',
      'https://preparedventures.test',
    );
    expect(out).toBe('<p>a</p><a>j</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">e</a><p>s</p>');
  });
});
