import createCache, { type EmotionCache } from '@emotion/cache';

/** The prefix of every class and style element emotion writes (`pv-1a2b3c`, `data-emotion="pv …"`), on the server and in the browser. */
export const EMOTION_KEY = 'pv';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}

/**
 * Browser, over server-rendered HTML: a cache that adopts the server's style elements where they
 * are. Emotion's own hydration moves them, which makes the browser recompute the style and layout
 * of the whole page once more; here their rules are only marked as inserted, and a hydrated island
 * adds only rules the server did not send.
 */
export function createHydratingEmotionCache(doc: Document = document): EmotionCache {
  const serverStyles = Array.from(doc.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${EMOTION_KEY} "]`));
  const ids = serverStyles.flatMap((node) => (node.dataset.emotion ?? '').split(' ').slice(1));
  // Renamed, so that no cache made later with the same key finds and moves them.
  for (const node of serverStyles) {
    node.dataset.emotionServer = node.dataset.emotion;
    delete node.dataset.emotion;
  }
  const cache = createEmotionCache();
  for (const id of ids) cache.inserted[id] = true;
  return cache;
}

/**
 * The server's style elements (emotion's `constructStyleTagsFromChunks`), marked as already in
 * place (`data-s`, emotion's own mark). When @emotion/react is first evaluated in the browser it
 * creates a default cache, which moves every server style element without that mark to the end of
 * the head: the browser would recompute the style of the whole page in the middle of hydrating.
 */
export const stylesInPlace = (styleTags: string) => styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
