// The shell's own files: its browser build under /assets/ (content-hashed, immutable; pre-compressed
// by the build, shell/rspack.config.ts) and its public files at the root (favicon, logo, social
// card; revalidated on every use). A path under /assets/ that names no file is the 404 page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@pv/shared/contract/file-caching';
import { ASSETS_PREFIX } from '@pv/shared/contract/server-paths';

export interface FileOptions {
  assetsDir: string;
  publicDir: string;
}

export async function fileRoutes(app: FastifyInstance, { assetsDir, publicDir }: FileOptions) {
  const common = {
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  } as const;
  await app.register(fastifyStatic, { ...common, root: assetsDir, prefix: ASSETS_PREFIX });
  // One route per file (the table lists them, shared/src/contract/server-paths.ts).
  await app.register(fastifyStatic, { ...common, root: publicDir, prefix: '/', wildcard: false });
}
