import { createPostSanitizer, sanitizePostHtml } from './sanitize-html';

const ORIGIN = 'https://preparedventures.test';
const sanitize = (html: string) => createPostSanitizer(window).sanitize(html, ORIGIN);

/** The sanitised HTML parsed again, to inspect what survived. */
const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe('sanitising post bodies', () => {
  it('keeps ordinary article HTML', () => {
    const html =
      '<h2 id="runway">Runway</h2><p>Text <strong>bold</strong> <em>em</em> <a href="/programs">programs</a></p><table tabindex="0"><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('removes <script> with its content', () => {
    const out = sanitize('<p>a</p><script>alert(1)</script><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes every on* event handler', () => {
    const out = parse(
      sanitize('<img src="/x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">t</p><svg onload="alert(3)"></svg>'),
    );
    for (const element of Array.from(out.querySelectorAll('*'))) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(out.querySelector('svg')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ])('removes the link target %s', (href) => {
    const link = parse(sanitize(`<a href="${href}">x</a>`)).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes iframes, objects, embeds, forms and style elements', () => {
    const out = parse(
      sanitize(
        '<iframe src="https://evil.test"></iframe><object data="x.swf"></object><embed src="x"><form action="/x"><input name="a"><button>Send</button></form><style>p{}</style><p>kept</p>',
      ),
    );
    expect(out.querySelectorAll('iframe, object, embed, form, input, button, style')).toHaveLength(0);
    expect(out.innerHTML).toBe('Send<p>kept</p>');
  });

  it('removes style attributes (the CSP allows no inline style)', () => {
    expect(sanitize('<p style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('opens links to other sites in a new tab without giving them a handle on the page', () => {
    const out = parse(
      sanitize(
        '<a href="https://example.org/a" target="_self" rel="opener">out</a><a href="https://preparedventures.test/about" target="_blank">in</a><a href="/blog" target="_top">rel</a>',
      ),
    );
    const [external, sameSite, relative] = Array.from(out.querySelectorAll('a'));
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sameSite?.hasAttribute('target')).toBe(false);
    expect(relative?.hasAttribute('target')).toBe(false);
    expect(relative?.hasAttribute('rel')).toBe(false);
  });

  it('keeps mail links, and images load lazily', () => {
    const out = parse(sanitize('<a href="mailto:hi@example.org">mail</a><img src="/images/blog/x.webp" alt="x">'));
    expect(out.querySelector('a')).toHaveAttribute('href', 'mailto:hi@example.org');
    expect(out.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(out.querySelector('img')).toHaveAttribute('decoding', 'async');
  });

  it('a table takes the focus, whatever the HTML says, since a wide one scrolls', () => {
    const out = parse(sanitize('<table tabindex="-1"><tr><td>a</td></tr></table>'));
    expect(out.querySelector('table')).toHaveAttribute('tabindex', '0');
  });

  it('resolves every link and image against a base URL when given one (the feeds)', () => {
    const sanitizer = createPostSanitizer(window);
    const out = parse(
      sanitizer.sanitize(
        '<a href="/programs">p</a><a href="#runway">s</a><img src="/images/blog/x.webp" alt=""><a href="https://example.org/">e</a>',
        ORIGIN,
        {
          baseUrl: `${ORIGIN}/blog/a-post`,
        },
      ),
    );
    expect([...out.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      `${ORIGIN}/programs`,
      `${ORIGIN}/blog/a-post#runway`,
      'https://example.org/',
    ]);
    expect(out.querySelector('img')).toHaveAttribute('src', `${ORIGIN}/images/blog/x.webp`);
    expect(sanitizer.sanitize('<a href="/programs">p</a>', ORIGIN)).toBe('<a href="/programs">p</a>');
  });

  it('says what it would remove, wherever it is in the HTML, and nothing for HTML it keeps', () => {
    const sanitizer = createPostSanitizer(window);
    expect(sanitizer.removals('<script>alert(1)</script><p onclick="x()" style="color:red">a</p><!-- note --><iframe></iframe>')).toEqual([
      '<script>',
      'the style attribute of <p>',
      'the onclick attribute of <p>',
      'an HTML comment',
      '<iframe>',
    ]);
    expect(
      sanitizer.removals('<h2 id="runway">Runway</h2><p><a href="https://example.org">x</a></p><table><tr><td>1</td></tr></table>'),
    ).toEqual([]);
  });

  it('knows the ids it drops: those naming a property of the document or of a form', () => {
    const sanitizer = createPostSanitizer(window);
    expect(['images', 'cookie', 'action', 'length'].filter((id) => sanitizer.keepsId(id))).toEqual([]);
    expect(['runway', 'the-rule', 'summary'].every((id) => sanitizer.keepsId(id))).toBe(true);
    expect(sanitize('<h2 id="images">x</h2>')).toBe('<h2>x</h2>');
  });

  it('sanitises through the shared entry point with the page DOM in the browser build', async () => {
    await expect(sanitizePostHtml('<p onclick="x()">a</p><script>b</script>', ORIGIN)).resolves.toBe('<p>a</p>');
  });
});
