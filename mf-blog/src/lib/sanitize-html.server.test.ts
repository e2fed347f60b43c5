/**
 * @jest-environment node
 */
// The Node build (`__SERVER__`) sanitises with a jsdom window that it loads itself.
const globals = globalThis as unknown as { __SERVER__: boolean };

describe('sanitising on the server', () => {
  beforeAll(() => {
    globals.__SERVER__ = true;
  });

  afterAll(() => {
    globals.__SERVER__ = false;
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
