// An island is an interactive region of a server-rendered page (a rotating word, a tab set, the
// blog filters): a component whose props are plain data, so the browser can later hydrate it on
// its own from the props the server wrote into the page. Declared once, beside its component:
//
//   function RotatingWord(props: RotatingWordProps) { ... }
//   export default island('rotating-word', RotatingWord);
//
// and listed in its remote's `src/islands.ts` under the same name. Pages render the returned
// component like any other. See docs/decisions/0006-page-parts-and-widgets.md.
import { createElement, type FunctionComponent, type ReactNode } from 'react';

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

export type IslandComponent<P> = ((props: P & Serializable<P>) => ReactNode) & {
  /** The name the remote's `src/islands.ts` lists it under. */
  readonly islandName: string;
};

/** Declares `Component` an island named `name` (unique within its remote, kebab-case). */
export function island<P extends object>(name: string, Component: FunctionComponent<P>): IslandComponent<P> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Island name "${name}" must be kebab-case`);
  const Island = (props: P & Serializable<P>) => createElement<P>(Component, props);
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name });
}

/**
 * A remote's `src/islands.ts`: every island it declares, by name, each loaded on its own (one
 * island per file, its default export), so a page loads only the code of the islands it shows.
 */
// The props of each island differ; the loader only promises some island component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandLoaders = Readonly<Record<string, () => Promise<{ default: IslandComponent<any> }>>>;
