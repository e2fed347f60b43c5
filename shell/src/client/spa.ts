// The client-rendered build (RENDER_MODE=client), kept to compare against the server-rendered
// pages in the Lighthouse benchmark: the whole site as a single-page app, rendered in the browser.
// An asynchronous boundary, so Module Federation can negotiate shared modules before any runs; the
// big libraries start one at a time with a pause in between (several short tasks, not one long).
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  await import('@tanstack/react-query');
  await yieldToMain();
  await import('./spa-app');
}

start().catch((error: unknown) => console.error('The site failed to start:', error));
