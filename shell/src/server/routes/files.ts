// The browser build is pre-compressed by shell/rspack.config.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@pv/shared/contract/file-caching';
import { ASSETS_PREFIX } from '@pv/shared/contract/server-paths';

export async function fileRoutes(app: FastifyInstance) {
  const { assetsDir, publicDir } = app.site.files;
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
  // One route per file: the path table lists them.
  await app.register(fastifyStatic, { ...common, root: publicDir, prefix: '/', wildcard: false });
}
