// The hydrator, added to the page by the boot script with the first React island due
// (boot/load-hydrator.ts): the libraries islands need, one task each, then the islands
// (docs/decisions/0032-react-islands.md). Behind these dynamic imports (an asynchronous boundary)
// Module Federation sets up the shared modules before any of them runs.
import { documentParsed, startInSteps } from './start-in-steps';

startInSteps([
  () => documentParsed(),
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('./start'),
]).catch((error: unknown) => console.error('The islands of the page could not start:', error));
