// An island is an interactive region of a server-rendered page (the blog list, the newsletter form,
// the journey map). The server renders its component like any other; in the browser a function
// without React, the island's start, drives that HTML (docs/decisions/0026-script-islands.md). No
// island is hydrated with React (docs/decisions/0029-no-react-in-the-browser.md). Declared once,
// beside its component:
//
//   function JourneyMap(props: JourneyMapProps) { ... }
//   export default scriptIsland('journey-map', JourneyMap, startJourneyMap);
//
// with `startJourneyMap` listed under the same name in its remote's `src/script-islands.ts`. Pages
// render the returned component like any other, saying when the browser starts it:
//
//   <JourneyMap hydrate="visible" {...props} />
//
// Rendered by the shell's server, an island is handed to the host, which renders it as a root of
// its own inside a marker element and records its strategy; anywhere else (a test, inside another
// island) it renders in place and `hydrate` means nothing, except in a standalone page, where its
// start runs on the HTML React gave it.
import { createContext, createElement, useContext, useEffect, useRef, type FunctionComponent, type ReactNode } from 'react';
import type { RemoteName } from '@pv/shared/contract/remotes';
import type { IslandStart } from '@pv/shared/islands/script-islands';

/**
 * When the browser starts an island, declared where a page uses it (docs/decisions/0018-hydration-strategies.md):
 * - `load`: as soon as the page's script starts (above the fold, clicked early: the blog's filters);
 * - `visible`: when it comes within half a screen of the viewport (the footer's newsletter);
 * - `scroll`: at the visitor's first scroll (the floating button, shown only far down the page).
 * Until then the island is its server HTML, and its remote's script is not even downloaded for it.
 */
export type HydrationStrategy = 'load' | 'visible' | 'scroll';

/** Where a page uses an island: when the browser starts it. */
export interface HydrateProp {
  hydrate: HydrationStrategy;
}

export type IslandComponent<P> = ((props: P & HydrateProp) => ReactNode) & {
  /** The name the remote's `src/script-islands.ts` lists its start under. */
  readonly islandName: string;
  /** What drives the island's server HTML in the browser. */
  readonly start: IslandStart;
};

/** Who serves an island's code: the shell, or the remote whose page renders it. */
export type IslandOwner = 'shell' | RemoteName;

/** One use of an island on a page, as the host receives it. */
export interface IslandUse {
  owner: IslandOwner;
  name: string;
  /** Only its server render reads them: the browser's start reads the HTML. */
  props: object;
  hydrate: HydrationStrategy;
  start: IslandStart;
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
 * True in a remote's standalone page, where React renders every page in the browser: an island
 * there starts on the HTML React gave it (there is no boot script to start it).
 */
export const ScriptIslandsStartInPlaceContext = createContext(false);

/**
 * Declares `Component` an island named `name` (unique within its remote, kebab-case), which `start`
 * drives in the browser. Its props only render it: none reach the page, so `start` reads what it
 * needs from the HTML (data attributes, every state's words with those not shown `hidden`).
 */
export function scriptIsland<P extends object>(name: string, Component: FunctionComponent<P>, start: IslandStart): IslandComponent<P> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Island name "${name}" must be kebab-case`);
  function Render({ hydrate, ...rest }: P & HydrateProp): ReactNode {
    const host = useContext(IslandHostContext);
    const owner = useContext(IslandOwnerContext);
    const startsInPlace = useContext(ScriptIslandsStartInPlaceContext);
    const props = rest as unknown as P;
    if (host) return host.place({ owner, name, props, hydrate, start, Island });
    const rendered = createElement<P>(Component, props);
    return startsInPlace ? <StartedInPlace start={start}>{rendered}</StartedInPlace> : rendered;
  }
  const Island: IslandComponent<P> = Object.assign(Render, { displayName: `Island(${name})`, islandName: name, start });
  return Island;
}

/** An island in a standalone page: its start drives it once React has put its HTML on the page, and stops when it leaves. */
function StartedInPlace({ start, children }: { start: IslandStart; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? start(ref.current) : undefined), [start]);
  return (
    <div ref={ref} css={{ display: 'contents' }}>
      {children}
    </div>
  );
}
