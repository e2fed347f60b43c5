// The shell's server as an enhanced form's tests meet it: `fetch` replaced for the test, answering
// with an outcome as JSON (postFormForOutcome), and put back after it.

/** A fetch that answers every request with `body` as JSON and `status`. */
export const answeringFetch = (status: number, body: object) =>
  jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Makes `fetch` the page's fetch until the test ends; returns it. */
export function installFetch<F extends (...args: never[]) => unknown>(fetch: F): F {
  Object.assign(globalThis, { fetch });
  return fetch;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
});
