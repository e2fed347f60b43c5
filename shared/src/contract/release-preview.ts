// Previewing a remote's release on the live site (docs/decisions/0020-preview-and-canary.md): a team
// gets a link (`npm run preview -w <remote> -- <version>`) granting one browser one kept release of
// its remote until an expiry, signed with the site's PREVIEW_SECRET (HMAC-SHA-256); the shell's
// server checks the grant when the link is opened and on every request that carries it after.
// Web Crypto only, no imports: the release tools read this file with plain Node, the server bundles it.

/** Opens a preview link: sets the preview cookie, then shows the page. */
export const PREVIEW_PATH = '/preview';
/** Ends every preview of the browser, then shows the page it was on. */
export const EXIT_PREVIEW_PATH = '/preview/exit';

/** The signing secret on a machine of one's own; a deployment on https sets PREVIEW_SECRET. */
export const LOCAL_PREVIEW_SECRET = 'local-preview-secret-not-a-secret-000000';

/** One remote's release for one browser, until `expires`. */
export interface PreviewGrant {
  remote: string;
  release: string;
  /** Seconds since the epoch. */
  expires: number;
}

const keyOf = (secret: string): Promise<CryptoKey> =>
  crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const signedText = (grant: PreviewGrant) => new TextEncoder().encode(`${grant.remote}\n${grant.release}\n${grant.expires}`);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The grant's signature: base64url of its HMAC-SHA-256 under `secret`. */
export async function signGrant(secret: string, grant: PreviewGrant): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await keyOf(secret), signedText(grant)));
}

/** Whether `signature` is the grant's under `secret` (compared in constant time by Web Crypto). */
export async function isSignedGrant(secret: string, grant: PreviewGrant, signature: string): Promise<boolean> {
  const bytes = fromBase64url(signature);
  return bytes !== null && crypto.subtle.verify('HMAC', await keyOf(secret), bytes, signedText(grant));
}

/** The link a team opens: the site's preview path with the grant, its signature and the page to show. */
export async function previewLink(origin: string, secret: string, grant: PreviewGrant, to = '/'): Promise<string> {
  const link = new URL(PREVIEW_PATH, origin);
  link.search = new URLSearchParams({
    remote: grant.remote,
    release: grant.release,
    expires: String(grant.expires),
    to,
    signature: await signGrant(secret, grant),
  }).toString();
  return link.href;
}
