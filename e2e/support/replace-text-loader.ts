// Rspack loader for tests: replaces every occurrence of `from` with `to` in one source file.
import type { LoaderContext } from '@rspack/core';

export default function replaceText(this: LoaderContext<{ from: string; to: string }>, source: string): string {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`"${from}" does not occur in ${this.resourcePath}`);
  return source.split(from).join(to);
}
