// An image that fails to load (its host unreachable, the file gone) gives way to the drawing the
// server sent after it: a `<template data-image-fallback>` right after the `<img>`. Without it the
// browser would show an empty frame, or its broken-image icon. The boot script starts this on
// every page, so it also serves images a script adds later (the blog list's next page): an image's
// `error` does not bubble, so it is caught on its way down, at the document.

/** On the `<template>` right after an `<img>`: its content takes the image's place if it fails. */
export const IMAGE_FALLBACK_ATTRIBUTE = 'data-image-fallback';

function showFallback(image: HTMLImageElement) {
  const fallback = image.nextElementSibling;
  if (fallback instanceof HTMLTemplateElement && fallback.hasAttribute(IMAGE_FALLBACK_ATTRIBUTE))
    image.replaceWith(fallback.content.cloneNode(true));
}

const onError = (event: Event) => {
  if (event.target instanceof HTMLImageElement) showFallback(event.target);
};

/** Shows the fallback of every image of `doc` that fails from now on, or has failed already; returns the stop. */
export function startImageFallbacks(doc: Document = document): () => void {
  doc.addEventListener('error', onError, true);
  // One that failed before the start: tried (a source chosen), complete, and nothing to show.
  for (const image of Array.from(doc.images)) if (image.complete && image.naturalWidth === 0 && image.currentSrc) showFallback(image);
  return () => doc.removeEventListener('error', onError, true);
}
