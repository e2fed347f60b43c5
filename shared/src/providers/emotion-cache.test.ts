import { createHydratingEmotionCache, stylesInPlace } from '@pv/shared/providers/emotion-cache';

const serverStyles =
  '<style data-emotion="pv 1a2b3c">.pv-1a2b3c{color:red}</style><style data-emotion="pv-global 0">body{margin:0}</style>';

const evaluateEmotion = () =>
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('@emotion/react');
  });

it("leaves the server's styles where they are when the browser first evaluates emotion, and adopts them", () => {
  document.head.innerHTML = `${stylesInPlace(serverStyles)}<meta name="after">`;
  const [first, second] = Array.from(document.head.querySelectorAll('style'));
  evaluateEmotion();
  expect(Array.from(document.head.children)).toEqual([first, second, document.head.querySelector('meta')]);

  const cache = createHydratingEmotionCache();
  expect(cache.inserted['1a2b3c']).toBe(true);
  expect(document.head.querySelectorAll('style')).toHaveLength(2);
});

it('is needed: without the mark, emotion moves them to the end of the head', () => {
  document.head.innerHTML = `${serverStyles}<meta name="after">`;
  evaluateEmotion();
  expect(Array.from(document.head.children, (element) => element.tagName)).toEqual(['META', 'STYLE', 'STYLE']);
});
