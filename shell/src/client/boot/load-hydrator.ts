// The hydrator (React, emotion, the federation runtime and the islands' code) is added to the page
// with the first island due, never before: a page whose islands all wait downloads none of it.

/** A function that adds the hydrator's scripts to the page the first time it is called. */
export function hydratorLoader(scripts: readonly string[], doc: Document = document): () => void {
  let added = false;
  return () => {
    if (added) return;
    added = true;
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      doc.body.append(script);
    }
  };
}
