import createCache, { type EmotionCache } from '@emotion/cache';

/** The prefix of every class and style element emotion writes (`pv-1a2b3c`, `data-emotion="pv …"`). */
export const EMOTION_KEY = 'pv';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
