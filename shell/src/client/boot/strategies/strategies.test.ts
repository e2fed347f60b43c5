// Each strategy calls `due` at its moment, not before.
import { LOAD_WAIT_MS, whenIdle } from './idle';
import { onLoad } from './load';
import { onFirstScroll } from './scroll';
import { VISIBLE_MARGIN, whenVisible } from './visible';

const marker = () => {
  const element = document.createElement('pv-island');
  element.innerHTML = '<form></form><p></p>';
  document.body.replaceChildren(element);
  return element;
};

it('`load` is due at once', () => {
  const due = jest.fn();
  onLoad(marker(), due);
  expect(due).toHaveBeenCalledTimes(1);
});

describe('`idle`', () => {
  it("waits for the page's load, then for the browser's idle callback", () => {
    const due = jest.fn();
    let idle = () => {};
    const requestIdleCallback = jest.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    const win = Object.assign(new EventTarget(), {
      document: { readyState: 'interactive' },
      requestIdleCallback,
      setTimeout: () => 0,
    }) as unknown as Window & typeof globalThis;
    whenIdle(marker(), due, win);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(due).not.toHaveBeenCalled();
    idle();
    expect(due).toHaveBeenCalledTimes(1);
  });

  it("waits no longer than LOAD_WAIT_MS for a load that something holds back (a slow remote's entry)", () => {
    jest.useFakeTimers();
    try {
      const due = jest.fn();
      const requestIdleCallback = jest.fn((callback: () => void) => {
        callback();
        return 1;
      });
      const win = Object.assign(new EventTarget(), {
        document: { readyState: 'interactive' },
        requestIdleCallback,
        setTimeout,
      }) as unknown as Window & typeof globalThis;
      whenIdle(marker(), due, win);
      jest.advanceTimersByTime(LOAD_WAIT_MS - 1);
      expect(due).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(due).toHaveBeenCalledTimes(1);
      win.dispatchEvent(new Event('load'));
      expect(due).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without idle callbacks, waits a little after the load', () => {
    jest.useFakeTimers();
    try {
      const due = jest.fn();
      const win = Object.assign(new EventTarget(), { document: { readyState: 'complete' }, setTimeout }) as unknown as Window &
        typeof globalThis;
      whenIdle(marker(), due, win);
      expect(due).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      expect(due).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('`visible`', () => {
  it("watches the island's boxes with a margin, and is due once one comes near, then stops watching", () => {
    const due = jest.fn();
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const disconnect = jest.fn();
    class FakeObserver {
      constructor(callback: typeof report, options: { rootMargin: string }) {
        report = callback;
        expect(options.rootMargin).toBe(VISIBLE_MARGIN);
      }
      observe = (element: Element) => observed.push(element);
      disconnect = disconnect;
    }
    const element = marker();
    whenVisible(element, due, { IntersectionObserver: FakeObserver } as unknown as Window & typeof globalThis);
    expect(observed).toEqual(Array.from(element.children));
    report([{ isIntersecting: false }]);
    expect(due).not.toHaveBeenCalled();
    report([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(due).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('is due at once in a browser without IntersectionObserver', () => {
    const due = jest.fn();
    whenVisible(marker(), due, {} as Window & typeof globalThis);
    expect(due).toHaveBeenCalledTimes(1);
  });
});

describe('`scroll`', () => {
  it("is due at the visitor's first scroll, once", () => {
    const due = jest.fn();
    const win = Object.assign(new EventTarget(), { scrollY: 0 }) as unknown as Window & typeof globalThis;
    onFirstScroll(marker(), due, win);
    expect(due).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('scroll'));
    win.dispatchEvent(new Event('scroll'));
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('is due at once on a page opened scrolled down', () => {
    const due = jest.fn();
    onFirstScroll(marker(), due, { scrollY: 1200 } as Window & typeof globalThis);
    expect(due).toHaveBeenCalledTimes(1);
  });
});
