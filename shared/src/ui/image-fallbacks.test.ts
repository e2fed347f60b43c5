import { IMAGE_FALLBACK_ATTRIBUTE, startImageFallbacks } from '@pv/shared/ui/image-fallbacks';

const FALLBACK = `<template ${IMAGE_FALLBACK_ATTRIBUTE}=""><svg data-testid="drawn"></svg></template>`;

/** An image as the browser leaves it: `failed` says whether its load has already failed. */
function image(failed: boolean) {
  const img = document.createElement('img');
  img.src = '/images/blog/gone.webp';
  Object.defineProperties(img, {
    complete: { get: () => failed },
    naturalWidth: { get: () => 0 },
    currentSrc: { get: () => (failed ? img.src : '') },
  });
  return img;
}

function frame(img: HTMLImageElement, after = FALLBACK) {
  const div = document.createElement('div');
  div.append(img);
  div.insertAdjacentHTML('beforeend', after);
  document.body.append(div);
  return div;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

it('puts the drawing in place of an image whose load fails, on the page at the start or added later', () => {
  const first = frame(image(false));
  stop = startImageFallbacks();
  const later = frame(image(false));
  for (const div of [first, later]) {
    div.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(div.querySelector('img')).toBeNull();
    expect(div.querySelector('svg[data-testid="drawn"]')).not.toBeNull();
  }
});

it('puts the drawing in place of an image that failed before the start, and leaves one still loading', () => {
  const failed = frame(image(true));
  const loading = frame(image(false));
  stop = startImageFallbacks();
  expect(failed.querySelector('img')).toBeNull();
  expect(failed.querySelector('svg')).not.toBeNull();
  expect(loading.querySelector('img')).not.toBeNull();
  expect(loading.querySelector('svg')).toBeNull();
});

it('leaves an image without a drawing after it as it is, and stops listening when stopped', () => {
  const bare = frame(image(false), '<template><svg></svg></template>');
  const drawn = frame(image(false));
  stop = startImageFallbacks();
  bare.querySelector('img')?.dispatchEvent(new Event('error'));
  stop();
  drawn.querySelector('img')?.dispatchEvent(new Event('error'));
  expect(bare.querySelector('img')).not.toBeNull();
  expect(drawn.querySelector('img')).not.toBeNull();
});
