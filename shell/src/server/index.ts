// An asynchronous boundary, so Module Federation can negotiate shared modules before any runs.
import('./start')
  .then(({ start }) => start())
  .catch((error: unknown) => {
    console.error('The shell server failed to start:', error);
    process.exit(1);
  });
