// The browser's start of a server-rendered page. An asynchronous boundary, so Module Federation can
// negotiate shared modules before any runs.
import('./start').catch((error: unknown) => console.error('The site failed to start:', error));
