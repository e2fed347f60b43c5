// The contract between the shell and its remotes. A remote exposes `./pages`, a module whose
// `pages` export maps page ids to definitions; the shell's route table names them.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { PageMeta } from '@pv/shared/meta/page-meta';

export { remoteNames, type RemoteName } from '@pv/shared/contract/remotes';

/** A route's parameters, by name: `/blog/:slug` gives `{ slug }`. */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** What a page's component is given: its route's parameters, as `load` and `meta` get them. */
export interface PageProps {
  params: PageParams;
}

export interface PageContext {
  params: PageParams;
  /** Pathname of the page, e.g. `/blog/raising-a-seed-round`. */
  path: string;
  search: URLSearchParams;
  queryClient: QueryClient;
  config: SiteConfig;
}

export interface PageDefinition {
  /** Rendered inside the shell's layout, given its route's parameters (no page reads the router). */
  Component: ComponentType<PageProps>;
  /** Head tags and HTTP status; may read what `load` put in the query cache. Pure. */
  meta(ctx: PageContext): PageMeta;
  /** Prefetches the page's data into the query cache before the server renders it. */
  load?(ctx: PageContext): Promise<void>;
  /**
   * Loads, once, what the page's renders load on demand and then share (a post's HTML sanitiser
   * and the jsdom window under it). The server calls it while it warms up at start, before it
   * listens: else the first render would wait for it, and so would every request behind it in the
   * same process. A failure is logged there; the first render that needs it loads it again.
   */
  prepare?(): Promise<void>;
}

export type RemotePages = Readonly<Record<string, PageDefinition>>;

/** What a remote's `./pages` module exports. */
export interface PagesModule {
  pages: RemotePages;
}
