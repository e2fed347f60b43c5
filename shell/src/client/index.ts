// The hydrator, added to the page by the boot script with the first island due (boot/index.ts):
// the libraries islands need, one task each, then the islands. Behind these dynamic imports (an
// asynchronous boundary) Module Federation negotiates the shared modules before any runs.
import { documentParsed, startInSteps } from './start-in-steps';

startInSteps([
  () => documentParsed(),
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@emotion/cache'),
  () => import('@emotion/react'),
  () => import('./start'),
]).catch((error: unknown) => console.error('The site failed to start:', error));
