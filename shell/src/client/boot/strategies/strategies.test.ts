// Each strategy calls `due` at its moment, not before.
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
