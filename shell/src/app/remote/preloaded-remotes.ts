import { createContext } from 'react';
import type { RemotePages, RemoteName } from '@pv/shared/contract/page';

/** `unreachable`: the remote could not be loaded at all (down or too slow), not just one page failing. */
export type RenderedRemote = { status: 'ready'; pages: RemotePages } | { status: 'failed'; error: Error; unreachable?: boolean };

/**
 * Server: the remotes this request loaded (or could not), so rendering never suspends and never
 * depends on what another request is doing. Absent in the browser, which reads the registry.
 */
export const PreloadedRemotes = createContext<ReadonlyMap<RemoteName, RenderedRemote> | null>(null);
