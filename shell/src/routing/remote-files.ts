// Site paths whose files belong to a remote: content stored in the database names them by site
// path, the remote's deployment publishes them (its `public/` folder), and the shell's server
// forwards the requests, so they answer on the site's own origin (docs/content.md, "Images named by data").
import type { RemoteName } from '@pv/shared/contract/page';

export interface RemoteFiles {
  /** Path prefix, with its trailing slash. */
  prefix: string;
  remote: RemoteName;
}

export const remoteFiles: readonly RemoteFiles[] = [{ prefix: '/images/blog/', remote: 'mf_blog' }];

/** The remote that serves `pathname`, or null; a path that tries to leave its folder is nobody's. */
export function remoteFilesFor(pathname: string): RemoteFiles | null {
  const owner = remoteFiles.find((files) => pathname.startsWith(files.prefix));
  if (!owner) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.split('/').includes('..') || decoded.includes('\\') ? null : owner;
}
