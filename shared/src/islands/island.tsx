// An island is an interactive region of a server-rendered page (the blog list, the assessment, the
// journey map): one React component. The server renders it, and the browser hydrates that HTML with
// the same component, loaded from its remote's browser container through Module Federation when
// its strategy says (docs/decisions/0032-react-islands.md). Declared once, beside its component:
//
//   function JourneyMap(props: JourneyMapProps) { ... }
//   export default island('journey-map', JourneyMap);
//
// and listed under the same name in its remote's `src/islands.ts`. Pages render the returned
// component like any other, saying when the browser hydrates it:
//
//   <JourneyMap hydrate="visible" {...props} />
//
// Its props travel to the browser in the page state, so they are plain data (a type error
// otherwise). Rendered by the shell's server, an island is handed to the host, which renders it as
// a root of its own inside a marker element and records its props and strategy; anywhere else (a
// test, a standalone page, inside another island) it renders in place and `hydrate` means nothing.
//
// The shell's own small behaviours (the floating button, the e-mail forms, a fallback's Retry) are
// script islands: the server renders their component, and a script of the shell's boot build, with
// no React, drives that HTML (`scriptIsland`, below).
import { createContext, createElement, useContext, useEffect, useRef, type FunctionComponent, type ReactNode } from 'react';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { IslandStart } from '@pv/shared/islands/islands-module';

type Primitive = string | number | boolean | null | undefined;

/**
 * `T` where every value is plain data (strings, numbers, booleans, null, arrays and plain objects
 * of them); a function, a React element or a class instance such as a Date turns into `never`, so a
 * prop that could not survive JSON is a type error where the island is used.
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
 * When the browser hydrates an island, declared where a page uses it:
 * - `load`: as soon as the page's script starts (on screen and clicked early: the blog's filters);
 * - `idle`: once the browser has nothing more urgent to do (on screen, rarely clicked at once);
 * - `visible`: when it comes within half a screen of the viewport (below the fold);
 * - `{ media }`: when the media query matches (only some screens need it);
 * - `scroll`: at the visitor's first scroll (the floating button, shown only far down the page).
 * Until then the island is its server HTML, and nothing is downloaded for it.
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'scroll' | { media: string };

/** Where a page uses an island: when the browser hydrates it. */
export interface HydrateProp {
  hydrate: HydrationStrategy;
}

export interface IslandOptions {
  /**
   * The island reads the page's data cache (React Query), e.g. the blog list: the server then sends
   * the data it loaded, and the browser gives the island a query client holding it. Islands without
   * it get no data layer.
   */
  queryCache?: boolean;
}

/** Who serves an island's code: the shell, or the remote whose page renders it. */
export type IslandOwner = 'shell' | RemoteName;

/** How the browser brings an island to life: React hydrates it, or a script of the shell drives its HTML. */
export type IslandKind = 'react' | 'script';

export type IslandComponent<P> = ((props: P & HydrateProp) => ReactNode) & {
  /** The name its owner lists it under (a remote's `src/islands.ts`, the shell's `src/script-islands.ts`). */
  readonly islandName: string;
  readonly islandKind: IslandKind;
  readonly islandOptions: IslandOptions;
  /** A script island's start, which drives its server HTML in a standalone page. */
  readonly start?: IslandStart;
};

/** One use of an island on a page, as the host receives it. */
export interface IslandUse {
  owner: IslandOwner;
  name: string;
  kind: IslandKind;
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

const checkName = (name: string) => {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Island name "${name}" must be kebab-case`);
};

/** Declares `Component` a React island named `name` (unique within its remote, kebab-case); its props must be plain data. */
export function island<P extends object>(
  name: string,
  Component: FunctionComponent<P>,
  options: IslandOptions = {},
): IslandComponent<P & Serializable<P>> {
  checkName(name);
  function Render({ hydrate, ...rest }: P & HydrateProp): ReactNode {
    const host = useContext(IslandHostContext);
    const owner = useContext(IslandOwnerContext);
    const props = rest as unknown as P;
    if (host) return host.place({ owner, name, kind: 'react', props, options, hydrate, Island });
    return createElement<P>(Component, props);
  }
  const Island: IslandComponent<P & Serializable<P>> = Object.assign(Render, {
    displayName: `Island(${name})`,
    islandName: name,
    islandKind: 'react' as const,
    islandOptions: options,
  });
  return Island;
}

/**
 * Declares `Component` a script island of the shell named `name`: the server renders it as any
 * island, and the browser never hydrates it; `start`, a function without React that the shell's
 * `src/script-islands.ts` lists under the same name, drives its server HTML. Its props never leave
 * the server, so `start` reads what it needs from the HTML. Whichever page renders it, the shell
 * serves its script.
 */
export function scriptIsland<P extends object>(name: string, Component: FunctionComponent<P>, start: IslandStart): IslandComponent<P> {
  checkName(name);
  function Render({ hydrate, ...rest }: P & HydrateProp): ReactNode {
    const host = useContext(IslandHostContext);
    const startsInPlace = useContext(ScriptIslandsStartInPlaceContext);
    const props = rest as unknown as P;
    if (host) return host.place({ owner: 'shell', name, kind: 'script', props, options: {}, hydrate, Island });
    const rendered = createElement<P>(Component, props);
    return startsInPlace ? <StartedInPlace start={start}>{rendered}</StartedInPlace> : rendered;
  }
  const Island: IslandComponent<P> = Object.assign(Render, {
    displayName: `ScriptIsland(${name})`,
    islandName: name,
    islandKind: 'script' as const,
    islandOptions: {},
    start,
  });
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
