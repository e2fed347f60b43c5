// Adds files made at build time (images drawn from text, say) to a build's output, made once per
// process: a watch build reuses them. Their names are relative to the output folder, so
// `../images/x.png` of the browser build lands at the deployment's root, beside /browser, as a
// remote's public/ folder does.
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

export function emitFilesPlugin(name: string, make: () => Promise<Record<string, Buffer>>): RspackPluginInstance {
  let made: Promise<Record<string, Buffer>> | null = null;
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tapPromise({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
          for (const [file, data] of Object.entries(await (made ??= make())))
            compilation.emitAsset(file, new rspack.sources.RawSource(data));
        });
      });
    },
  };
}
