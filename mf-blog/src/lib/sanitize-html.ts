// Article bodies are HTML from the database: sanitised once, in the data layer, with DOMPurify and
// one configuration everywhere. In the browser it uses the page's DOM; in the Node build
// (`__SERVER__`) a jsdom window, loaded only there, so the browser bundle never contains jsdom.
import createDOMPurify, { type Config, type DOMPurify, type RemovedAttribute, type RemovedElement, type WindowLike } from 'dompurify';

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

export interface SanitizeOptions {
  /**
   * Every link and image resolved against this URL: the feeds carry a post's body away from its
   * page, so `/programs` or `#runway` must name the site's page and the post's section.
   */
  baseUrl?: string;
}

export interface PostSanitizer {
  /** Safe HTML for `dangerouslySetInnerHTML`; links to other sites open in a new tab. */
  sanitize(html: string, siteOrigin: string, options?: SanitizeOptions): string;
  /** What sanitising `html` takes out, one entry per element or attribute (empty when it keeps everything). */
  removals(html: string): string[];
  /** Whether an element id survives: DOMPurify drops one that names a property of the document or a form (DOM clobbering). */
  keepsId(id: string): boolean;
}

function isExternal(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function absolute(value: string, baseUrl: string): string {
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return value;
  }
}

/** A removal DOMPurify records, in words. */
function describeRemoval(entry: RemovedElement | RemovedAttribute): string {
  if ('from' in entry) return `the ${entry.attribute?.name ?? 'unnamed'} attribute of <${entry.from.nodeName.toLowerCase()}>`;
  return entry.element.nodeName === '#comment' ? 'an HTML comment' : `<${entry.element.nodeName.toLowerCase()}>`;
}

/** A sanitiser on the given window (the browser's, or jsdom's on the server and in tests). */
export function createPostSanitizer(window: WindowLike): PostSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  let siteOrigin = '';
  let baseUrl: string | undefined;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (baseUrl) {
      for (const name of ['href', 'src']) {
        const value = node.getAttribute(name);
        if (value !== null) node.setAttribute(name, absolute(value, baseUrl));
      }
    }
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
  const document = window.document;
  const form = document?.createElement('form');
  return {
    sanitize(html, origin, options = {}) {
      siteOrigin = origin;
      baseUrl = options.baseUrl;
      try {
        return purify.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
      } finally {
        siteOrigin = '';
        baseUrl = undefined;
      }
    },
    removals(html) {
      // FORCE_BODY: a leading <script> or comment is then parsed into the body and recorded as
      // removed, where it would otherwise fall into the head and out of sight. DOMPurify records
      // the <remove> element it puts first for that as removed too.
      purify.sanitize(html, { ...SANITIZE_CONFIG, FORCE_BODY: true, RETURN_TRUSTED_TYPE: false });
      return purify.removed.slice(1).map(describeRemoval);
    },
    keepsId: (id) => !(document && id in document) && !(form && id in form),
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

/** The one sanitiser, loaded by the first call (on the server, jsdom: a chunk of some 5 MB and half a second's work). */
function theSanitizer(): Promise<PostSanitizer> {
  sanitizer ??= loadSanitizer().catch((error: unknown) => {
    sanitizer = undefined;
    throw error;
  });
  return sanitizer;
}

/** Loads the sanitiser ahead of the first post (the post page's `prepare`, called by the server at start). */
export async function preparePostSanitizer(): Promise<void> {
  await theSanitizer();
}

export async function sanitizePostHtml(html: string, siteOrigin: string, options?: SanitizeOptions): Promise<string> {
  return (await theSanitizer()).sanitize(html, siteOrigin, options);
}
