/** A hydration strategy: calls `due` once its island should be hydrated (at most once). */
export type Strategy = (marker: HTMLElement, due: () => void, win?: Window & typeof globalThis) => void;
