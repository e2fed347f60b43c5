/** An island's strategy: calls `due` once its island should start (at most once). */
export type Strategy = (marker: HTMLElement, due: () => void, win?: Window & typeof globalThis) => void;
