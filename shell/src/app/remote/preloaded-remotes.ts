import { createContext } from 'react';
import type { RemoteName } from '@pv/shared/contract/page';
import type { RenderedRemote } from '../../federation/server-loading';

/**
 * The remotes this request loaded (or could not), so rendering never suspends and never depends on
 * what another request is doing.
 */
export const PreloadedRemotes = createContext<ReadonlyMap<RemoteName, RenderedRemote> | null>(null);
