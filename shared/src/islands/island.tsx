// An island is an interactive region of a server-rendered page (a tab set, the blog filters, the
// newsletter form): a component whose props are plain data, so the browser hydrates it on its own
// from the props the server wrote into the page, loading only its code. Declared once, beside its
// component:
//
//   function CommunityTabs(props: CommunityTabsProps) { ... }
//   export default island('community-tabs', CommunityTabs);
//
// and listed in its remote's `src/islands.ts` under the same name. Pages render the returned
// component like any other, saying where they use it when the browser hydrates it:
//
//   <CommunityTabs hydrate="visible" {...props} />
//
// Rendered by the shell's server, an island is handed to the host, which renders it as a root of
// its own inside a marker element and records its props and strategy; anywhere else (a test, a
// standalone page, inside another island) it renders in place and `hydrate` means nothing. An
// island whose browser part needs no React is a script island (`scriptIsland`, below).
// See docs/decisions/0007-islands.md, 0018-hydration-strategies.md and 0026-script-islands.md.
import { createContext, createElement, useContext, useEffect, useRef, type FunctionComponent, type ReactNode } from 'react';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { IslandStart } from '@pv/shared/islands/script-islands';

type Primitive = string | number | boolean | null | undefined;

/**
 * `T` where every value is plain data (strings, numbers, booleans, null, arrays and plain objects
 * of them); a function, a React element or a class instance such as a Date turns into `never`,
 * so a prop that could not survive JSON is a type error at the island's use.
 */
export type Serializable<T> = T extends Primitive
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Serializable<Item>[]
      : T extends object
        ? { [K in keyof T]: Serializable<T[K]> }
        : never;

/**
 * When the browser hydrates an island, declared where a page uses it (docs/decisions/0018-hydration-strategies.md):
 * - `load`: as soon as the page's script starts (above the fold, clicked early: the blog's filters);
 * - `visible`: when it comes within half a screen of the viewport (the footer's newsletter);
 * - `scroll`: at the visitor's first scroll (the floating button, shown only far down the page).
 * Until then the island is its server HTML, and React is not even downloaded for it.
 */
export type HydrationStrategy = 'load' | 'visible' | 'scroll';

/** Where a page uses an island: when the browser hydrates it. */
export interface HydrateProp {
  hydrate: HydrationStrategy;
}

export interface IslandOptions {
  /**
   * The island reads the page's data cache (react-query), e.g. the blog list: the server then
   * sends the data it loaded, and the browser gives the island a query client holding it. Islands
   * without it get no data layer at all.
   */
  queryCache?: boolean;
  /**
   * Set by `scriptIsland`: the browser starts the island with this function, without React,
   * instead of hydrating it (docs/decisions/0026-script-islands.md).
   */
  start?: IslandStart;
}

export type IslandComponent<P> = ((props: P & Serializable<P> & HydrateProp) => ReactNode) & {
  /** The name the remote's `src/islands.ts` lists it under. */
  readonly islandName: string;
  readonly islandOptions: IslandOptions;
};

/** Who serves an island's code: the shell, or the remote whose page renders it. */
export type IslandOwner = 'shell' | RemoteName;

/** One use of an island on a page, as the host receives it. */
export interface IslandUse {
  owner: IslandOwner;
  name: string;
  props: object;
  options: IslandOptions;
  hydrate: HydrationStrategy;
  /** The island itself, to render it as its own root. */
  // The props of each island differ; the host renders it with the props it was given.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Island: IslandComponent<any>;
}

/** The shell's server render: takes each island of the page and says what to render in its place. */
export interface IslandHost {
  place(use: IslandUse): ReactNode;
}

/** Provided by the shell's server render of a page; absent everywhere else. */
export const IslandHostContext = createContext<IslandHost | null>(null);

/** The owner of the islands below: the shell provides a remote's name around that remote's page. */
export const IslandOwnerContext = createContext<IslandOwner>('shell');

/**
 * True in a remote's standalone page, where React renders every page in the browser: a script
 * island there starts on the HTML React gave it (there is no boot script to start it).
 */
export const ScriptIslandsStartInPlaceContext = createContext(false);

/** Declares `Component` an island named `name` (unique within its remote, kebab-case). */
export function island<P extends object>(name: string, Component: FunctionComponent<P>, options: IslandOptions = {}): IslandComponent<P> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Island name "${name}" must be kebab-case`);
  function Render({ hydrate, ...rest }: P & Serializable<P> & HydrateProp): ReactNode {
    const host = useContext(IslandHostContext);
    const owner = useContext(IslandOwnerContext);
    const startsInPlace = useContext(ScriptIslandsStartInPlaceContext);
    const props = rest as unknown as P;
    if (host) return host.place({ owner, name, props, options, hydrate, Island });
    const rendered = createElement<P>(Component, props);
    return options.start && startsInPlace ? <StartedInPlace start={options.start}>{rendered}</StartedInPlace> : rendered;
  }
  const Island: IslandComponent<P> = Object.assign(Render, { displayName: `Island(${name})`, islandName: name, islandOptions: options });
  return Island;
}

/** A script island in a standalone page: its start drives it once React has put its HTML on the page, and stops when it leaves. */
function StartedInPlace({ start, children }: { start: IslandStart; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? start(ref.current) : undefined), [start]);
  return (
    <div ref={ref} css={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * Declares `Component` a script island named `name`: the server renders it as any island, and the
 * browser never hydrates it; `start`, a function without React that the remote's
 * `src/script-islands.ts` lists under the same name, drives its server HTML
 * (docs/decisions/0026-script-islands.md). The page says when it starts, as for any island. Its
 * props only render it: none reach the page state, so `start` reads what it needs from the HTML.
 */
export function scriptIsland<P extends object>(name: string, Component: FunctionComponent<P>, start: IslandStart): IslandComponent<P> {
  return island(name, Component, { start });
}

/**
 * A remote's `src/islands.ts`: every island it declares, by name, each loaded on its own (one
 * island per file, its default export), so a page loads only the code of the islands it shows.
 */
// The props of each island differ; the loader only promises some island component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoaders = Readonly<Record<string, () => Promise<{ default: IslandComponent<any> }>>>;

/** What a remote's `./islands` module exports (the browser build exposes it). */
export interface IslandsModule {
  islands: IslandLoaders;
}
