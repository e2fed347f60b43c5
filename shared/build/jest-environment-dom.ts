// jsdom lacks the Fetch API that React Router's data routers use (Request, AbortSignal...):
// take Node's own implementations, together, so a Request accepts the AbortSignal it is given.
// jsdom's FormData stays: React builds it from <form> elements, which Node's cannot do. Node's
// setImmediate too, which React's Node server renderer schedules its work with (a test may render
// an island on the server and hydrate it in the same file).
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class DomEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
      setImmediate,
      clearImmediate,
    });
  }
}
