// How the server compresses what it builds per request (pages, documents, the API's answers):
// brotli where the visitor takes it, else gzip, at quick settings. Files of the build come
// compressed at maximum from the build instead (shell/rspack.config.ts).
import type { Transform } from 'node:stream';
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

export const compress = (body: string | Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS);

export const compressStream = (encoding: Encoding): Transform =>
  encoding === 'br' ? zlib.createBrotliCompress(BROTLI_OPTIONS) : zlib.createGzip(GZIP_OPTIONS);

/** Types worth compressing: text, JSON, XML, SVG. */
export const isCompressible = (contentType: string) =>
  /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript)|image\/svg\+xml)/.test(contentType);
