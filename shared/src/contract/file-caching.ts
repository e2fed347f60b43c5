// How long a browser or a CDN may keep a file of a build, by its name: the same rule for the shell's
// assets and for every remote's deployment. A content-hashed file never changes; anything else
// (a remote's entries and manifests, remoteEntry.js and mf-manifest.json, images named by
// data) is checked again on every use.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control of a file by its name (a pre-compressed copy, `.br` or `.gz`, as the file it encodes). */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}
