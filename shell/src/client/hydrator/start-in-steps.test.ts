import { documentParsed, startInSteps } from './start-in-steps';

const step = (log: string[], name: string) => async () => {
  log.push(name);
};

/** Marks every task boundary in `log` with "|" (a chain of tasks, each queued after the one before). */
function markTasks(log: string[], count: number) {
  const mark = () => {
    log.push('|');
    if (--count > 0) setTimeout(mark, 0);
  };
  setTimeout(mark, 0);
}

describe('starting a page in steps', () => {
  it('runs each step in a task of its own, in order', async () => {
    const log: string[] = [];
    const started = startInSteps([step(log, 'react'), step(log, 'emotion'), step(log, 'islands')]);
    log.push('asked');
    markTasks(log, 3);
    await started;
    // A step never shares a task with the one before, nor with the code that started them.
    expect(log.join(' ')).toBe('asked react | emotion | islands');
  });

  it('stops at the first step that fails, with its error', async () => {
    const log: string[] = [];
    const failing = async () => {
      throw new Error('chunk failed');
    };
    await expect(startInSteps([step(log, 'react'), failing, step(log, 'islands')])).rejects.toThrow('chunk failed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['react']);
  });
});

describe('waiting for the parsed document', () => {
  it('resolves at once when the document is parsed, else at DOMContentLoaded', async () => {
    await expect(documentParsed(document)).resolves.toBeUndefined();

    const loading = document.implementation.createHTMLDocument('loading');
    Object.defineProperty(loading, 'readyState', { value: 'loading', configurable: true });
    let parsed = false;
    const waiting = documentParsed(loading).then(() => {
      parsed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(parsed).toBe(false);
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    await waiting;
    expect(parsed).toBe(true);
  });
});
