// The client-rendered build (RENDER_MODE=client), kept to compare against the server-rendered
// pages in the Lighthouse benchmark: the whole site as a single-page app, rendered in the browser.
// An asynchronous boundary, so Module Federation can negotiate shared modules before any runs; the
// big libraries start one at a time with a pause in between (several short tasks, not one long).
import { documentParsed, startInSteps } from './start-in-steps';

startInSteps([
  () => documentParsed(),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('@tanstack/react-query'),
  () => import('./spa-app'),
]).catch((error: unknown) => console.error('The site failed to start:', error));
