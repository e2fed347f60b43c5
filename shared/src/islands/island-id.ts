// Kept apart from island-placement.tsx, which the browser's entry must not import: it brings the
// data layer (@tanstack/react-query, 12 KB) to every page, islands that read data or not.

/** `useId` inside an island starts with this, in its server render and its hydration alike. */
export const islandIdPrefix = (id: string) => `${id}-`;
