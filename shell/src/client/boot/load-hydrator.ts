// The hydrator (React, React DOM, emotion, the federation runtime: client/hydrator/) is added to the
// page with its first React island due, never before: a page whose islands all wait has downloaded
// none of it, and a page without React islands never does (docs/decisions/0032-react-islands.md).
// Once running, the hydrator takes the React islands due, now and whenever more are.
import type { PageState } from '../../app/page-state';
import { dueIslands, markPageReady, setHydrationState, unpromptedSettled } from './island-signals';

/** Returns what adds the hydrator's scripts the first time a React island is due. */
export function hydratorLoader(state: PageState, doc: Document = document) {
  let added = false;
  let failed = false;
  // Without the hydrator no React island comes to life: each keeps its server HTML.
  const failDue = () => {
    for (const { marker } of dueIslands(state.islands, 'react', doc)) setHydrationState(marker, 'failed');
    if (unpromptedSettled(state.islands, doc)) markPageReady(doc);
  };
  return () => {
    if (failed) return failDue();
    if (added || dueIslands(state.islands, 'react', doc).length === 0) return;
    added = true;
    for (const src of state.hydrator ?? []) {
      const script = doc.createElement('script');
      script.src = src;
      script.addEventListener('error', () => {
        console.error(`The hydrator could not be loaded (${src}): the page's islands keep their server HTML`);
        failed = true;
        failDue();
      });
      doc.body.append(script);
    }
  };
}
