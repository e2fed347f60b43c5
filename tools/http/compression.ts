// Response compression for the shell server and a remote's server: negotiation and encoding.
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = header.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name, q: q ? Number(q.slice(2)) : 1 };
  });
  const ok = (name: string) => accepted.some((a) => (a.name === name || a.name === '*') && a.q > 0);
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Quick settings for responses built per request; `maximum` for files compressed once and kept. */
export function compress(body: Buffer | string, encoding: Encoding, effort: 'quick' | 'maximum' = 'quick'): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'quick' ? 5 : 11 },
    });
  }
  return zlib.gzipSync(body, { level: effort === 'quick' ? 6 : 9 });
}

export const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
