// Site paths whose files belong to a remote: content stored in the database names them by site
// path, the remote's deployment publishes them (its `public/` folder), and the shell's server
// forwards the requests, so they answer on the site's own origin (docs/content.md, "Images named by data").
// The same holds for the documents the resources and partnerships pages offer (`/resources/*.pdf`,
// published by mf-marketing); `/resources` itself is a page, and `/resources/` redirects to it.
import type { RemoteName } from '@pv/shared/contract/page';

export interface RemoteFiles {
  /** Path prefix, with its trailing slash. */
  prefix: string;
  remote: RemoteName;
}

export const remoteFiles: readonly RemoteFiles[] = [
  { prefix: '/images/blog/', remote: 'mf_blog' },
  // The results page's social cards, one per persona, drawn when the assessment remote is built.
  { prefix: '/images/compass/', remote: 'mf_assessment' },
  { prefix: '/resources/', remote: 'mf_marketing' },
];

/**
 * The remote that serves `pathname`, or null: a file inside one of the folders (the folder itself
 * is nobody's, nor is a path that tries to leave its folder).
 */
export function remoteFilesFor(pathname: string): RemoteFiles | null {
  const owner = remoteFiles.find((files) => pathname.startsWith(files.prefix) && pathname.length > files.prefix.length);
  if (!owner) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.split('/').includes('..') || decoded.includes('\\') ? null : owner;
}
