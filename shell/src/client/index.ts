// An asynchronous boundary, so Module Federation can negotiate shared modules before any runs.
// The big libraries are started one at a time with a pause in between, so that evaluating them is
// several short tasks instead of one long one that would keep the page from answering input.
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  await import('@tanstack/react-query');
  await yieldToMain();
  await import('./bootstrap');
}

start().catch((error: unknown) => console.error('The site failed to start:', error));
