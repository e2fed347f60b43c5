import createCache from '@emotion/cache';

/** The same key on the server and in the browser, so server-rendered styles are reused. */
export const EMOTION_KEY = 'pv';

export function createEmotionCache() {
  return createCache({ key: EMOTION_KEY });
}
