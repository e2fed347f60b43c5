// Article bodies are HTML from the database: sanitised once, in the data layer, with DOMPurify and
// one configuration everywhere. In the browser it uses the page's DOM; in the Node build
// (`__SERVER__`) a jsdom window, loaded only there, so the browser bundle never contains jsdom.
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/** http(s), mail and phone links, and relative URLs; never javascript:, data: or anything else. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'base',
    'link',
    'meta',
    'template',
    'noscript',
  ],
  FORBID_ATTR: ['style', 'srcset', 'ping', 'formaction', 'target'],
};

export interface PostSanitizer {
  /** Safe HTML for `dangerouslySetInnerHTML`; links to other sites open in a new tab. */
  sanitize(html: string, siteOrigin: string): string;
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** A sanitiser on the given window (the browser's, or jsdom's on the server and in tests). */
export function createPostSanitizer(window: WindowLike): PostSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  let siteOrigin = '';
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      if (isExternal(node.getAttribute('href') ?? '', siteOrigin)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('rel');
      }
    }
    if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
    // A wide table scrolls inside the column (post-body.tsx): it takes the focus, so a keyboard can scroll it.
    if (node.nodeName === 'TABLE') node.setAttribute('tabindex', '0');
  });
  return {
    sanitize(html, origin) {
      siteOrigin = origin;
      try {
        return purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
      } finally {
        siteOrigin = '';
      }
    },
  };
}

let sanitizer: Promise<PostSanitizer> | undefined;

async function loadSanitizer(): Promise<PostSanitizer> {
  if (__SERVER__) {
    const { JSDOM } = await import('jsdom');
    return createPostSanitizer(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike);
  }
  return createPostSanitizer(window);
}

export async function sanitizePostHtml(html: string, siteOrigin: string): Promise<string> {
  sanitizer ??= loadSanitizer().catch((error: unknown) => {
    sanitizer = undefined;
    throw error;
  });
  return (await sanitizer).sanitize(html, siteOrigin);
}
