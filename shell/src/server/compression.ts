// How the server compresses what it builds per request (pages, documents, the blog list's JSON):
// brotli where the visitor takes it, else gzip, at quick settings. Files of the build come
// compressed at maximum from the build instead (shell/rspack.config.ts).
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings the server sends, its choice first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** The encoding to answer a request's Accept-Encoding with; null for none. */
export const acceptedEncoding = (acceptEncoding: string | undefined): Encoding | null =>
  (negotiate(acceptEncoding ?? '', [...ENCODINGS]) as Encoding | null) ?? null;

/** For a body sent once: about a third of the CPU of the settings above, some 15 % larger. */
export const QUICK_BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
export const QUICK_GZIP_OPTIONS: zlib.ZlibOptions = { level: 3 };

export const compress = (body: string | Buffer, encoding: Encoding, effort: 'quick' | 'thorough' = 'thorough'): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, effort === 'quick' ? QUICK_BROTLI_OPTIONS : BROTLI_OPTIONS)
    : zlib.gzipSync(body, effort === 'quick' ? QUICK_GZIP_OPTIONS : GZIP_OPTIONS);
