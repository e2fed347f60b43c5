// Lets a Node script of a package import that package's own TypeScript sources, which are written
// for the bundler: `import { personas } from './results'` and `@pv/shared/content/facts` name no
// file extension, which Node's loader requires. After `allowSourceImports()`, a specifier that
// Node cannot find is tried again with `.ts`. Import the sources dynamically, after the call
// (static imports resolve before any code runs). Plain TypeScript only: Node strips types, it does
// not compile JSX, so a script reads content and logic modules, never components.
import { registerHooks } from 'node:module';

let registered = false;

export function allowSourceImports(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'ERR_MODULE_NOT_FOUND' || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
        return nextResolve(`${specifier}.ts`, context);
      }
    },
  });
}
