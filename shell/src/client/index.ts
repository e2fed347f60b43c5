// An asynchronous boundary, so Module Federation can negotiate shared modules before any runs.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start:', error));
