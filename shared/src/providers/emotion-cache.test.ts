import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createHydratingEmotionCache, EMOTION_KEY, stylesInPlace } from '@pv/shared/providers/emotion-cache';

it("marks the server's style elements as in place, so that emotion's default cache leaves them where they are", () => {
  expect(stylesInPlace('<style data-emotion="pv 1a2b">.pv-1a2b{color:red}</style><style data-emotion="pv-global x">')).toBe(
    '<style data-s="" data-emotion="pv 1a2b">.pv-1a2b{color:red}</style><style data-s="" data-emotion="pv-global x">',
  );
});

it("adopts the server's rules where they are: none inserted again, none moved, a new one added", () => {
  document.head.innerHTML = `<meta charset="utf-8"><style data-s="" data-emotion="${EMOTION_KEY} abc def">.pv-abc{color:red}.pv-def{color:blue}</style><link rel="icon">`;
  const server = document.head.querySelector('style');
  const cache = createHydratingEmotionCache(document);
  expect(cache.inserted).toMatchObject({ abc: true, def: true });
  insertStyles(cache, { ...serializeStyles(['color:red']), name: 'abc' }, false);
  expect(document.head.children[1]).toBe(server);
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  insertStyles(cache, serializeStyles(['color:green']), false);
  expect(document.head.querySelectorAll('style')).toHaveLength(2);
  expect(document.head.children[1]).toBe(server);
});
