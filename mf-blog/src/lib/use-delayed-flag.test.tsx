import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const render = (flag: boolean) => renderHook(({ flag }) => useDelayedFlag(flag, 120), { initialProps: { flag } });

it('turns true only once the flag has been true for the whole delay', () => {
  const hook = render(true);
  act(() => jest.advanceTimersByTime(119));
  expect(hook.result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(hook.result.current).toBe(true);
});

it('is false at once when the flag falls, and counts the delay again when it rises', () => {
  const hook = render(true);
  act(() => jest.advanceTimersByTime(120));
  hook.rerender({ flag: false });
  expect(hook.result.current).toBe(false);
  hook.rerender({ flag: true });
  act(() => jest.advanceTimersByTime(119));
  expect(hook.result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(hook.result.current).toBe(true);
});

it('never turns true when the flag falls within the delay', () => {
  const hook = render(true);
  act(() => jest.advanceTimersByTime(100));
  hook.rerender({ flag: false });
  act(() => jest.advanceTimersByTime(1000));
  expect(hook.result.current).toBe(false);
});
