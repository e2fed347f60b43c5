// The standalone page's entry: an asynchronous boundary so shared modules are negotiated first.
import('./standalone-bootstrap').catch((error: unknown) => console.error('Standalone page failed to start:', error));
