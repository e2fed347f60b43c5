/**
 * Counts the tasks the code under test starts with `setTimeout` (how it yields to the browser), so
 * a test can tell whether two pieces of work ran in the same task. `current()` is 0 until the first.
 */
export function countTimerTasks() {
  let task = 0;
  const realSetTimeout = globalThis.setTimeout;
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
    realSetTimeout(() => {
      task += 1;
      run();
    }, ms)) as typeof setTimeout);
  return { current: () => task };
}
