// Starting a page costs several pieces of work: evaluating React DOM, emotion, the shared code and
// each island's hydration. Run back to back they make one long task that blocks input; each step
// here is a task of its own, so the browser can paint and answer a tap between two
// (docs/decisions/0032-react-islands.md).

/**
 * Resolves once the browser has parsed the whole document. The hydrator is added by the boot
 * script (boot/load-hydrator.ts), so it may run while the parser is still at the end of the page.
 */
export const documentParsed = (doc: Document = document) =>
  doc.readyState === 'loading'
    ? new Promise<void>((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

/** Resolves in a new task: what the browser had waiting (input, a paint) runs first. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs each step in a task of its own, in order; rejects with the first step that fails. */
export async function startInSteps(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
}
