// Each strategy calls `due` at its moment, not before.
import { IDLE_TIMEOUT_MS, whenIdle } from './idle';
import { onLoad } from './load';
import { whenMedia } from './media';
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

describe('`idle`', () => {
  it('is due once the page has loaded and the browser is idle, at most IDLE_TIMEOUT_MS later', () => {
    const due = jest.fn();
    const idle = jest.fn();
    const win = Object.assign(new EventTarget(), {
      document: { readyState: 'interactive' },
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle(callback, options),
    }) as unknown as Window & typeof globalThis;
    whenIdle(marker(), due, win);
    expect(idle).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(IDLE_TIMEOUT_MS).toBe(2_000);
    expect(due).not.toHaveBeenCalled();
    (idle.mock.calls[0] as [() => void])[0]();
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('waits a moment after the load where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    const due = jest.fn();
    whenIdle(marker(), due, { document: { readyState: 'complete' }, setTimeout } as unknown as Window & typeof globalThis);
    expect(due).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(due).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});

describe('`media`', () => {
  const media = (matches: boolean) => {
    const listeners = new Set<() => void>();
    const list = {
      matches,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const win = { matchMedia: jest.fn(() => list) } as unknown as Window & typeof globalThis;
    const change = (next: boolean) => {
      list.matches = next;
      listeners.forEach((listener) => listener());
    };
    return { win, change, listeners };
  };

  it('is due at once when the query matches', () => {
    const due = jest.fn();
    const { win } = media(true);
    whenMedia('(min-width: 64rem)')(marker(), due, win);
    expect(win.matchMedia).toHaveBeenCalledWith('(min-width: 64rem)');
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('is due once the screen changes so that it matches, then stops listening', () => {
    const due = jest.fn();
    const { win, change, listeners } = media(false);
    whenMedia('(min-width: 64rem)')(marker(), due, win);
    change(false);
    expect(due).not.toHaveBeenCalled();
    change(true);
    expect(due).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });
});
