import { render, screen } from '@testing-library/react';
import { island, scriptIsland, ScriptIslandsStartInPlaceContext } from '@pv/shared/islands/island';

type CounterProps = { label: string; start: number; steps: readonly number[]; options: { loop: boolean } };

function Counter({ label, start, steps, options }: CounterProps) {
  return (
    <p>
      {label}: {start} ({steps.join(', ')}){options.loop ? ' looping' : ''}
    </p>
  );
}

const CounterIsland = island('counter', Counter);

test('renders its component with the props it is given, and knows its name', () => {
  render(<CounterIsland hydrate="load" label="Words" start={2} steps={[1, 2]} options={{ loop: true }} />);
  expect(screen.getByText('Words: 2 (1, 2) looping')).toBeInTheDocument();
  expect(CounterIsland.islandName).toBe('counter');
});

test('a name that is not kebab-case is refused', () => {
  expect(() => island('RotatingWord', Counter)).toThrow('must be kebab-case');
});

test('props that could not survive JSON are type errors', () => {
  const WithCallback = island('with-callback', ({ onPick }: { onPick: (id: string) => void }) => <button onClick={() => onPick('x')} />);
  const WithDate = island('with-date', ({ at }: { at: Date }) => <time>{at.toISOString()}</time>);
  const WithElement = island('with-element', ({ icon }: { icon: React.ReactElement }) => <span>{icon}</span>);
  // Only the compiler judges these; rendering them is not the point.
  const uses = [
    // @ts-expect-error a function prop
    <WithCallback key="a" onPick={() => {}} />,
    // @ts-expect-error a Date prop
    <WithDate key="b" at={new Date()} />,
    // @ts-expect-error a React element prop
    <WithElement key="c" icon={<span />} />,
  ];
  expect(uses).toHaveLength(3);
});

test('a remote island list is checked name by name', async () => {
  const { expectIslandsNamedByKey } = await import('@pv/shared/testing/islands');
  await expectIslandsNamedByKey({ counter: async () => ({ default: CounterIsland }) });
  await expect(expectIslandsNamedByKey({ 'other-name': async () => ({ default: CounterIsland }) })).rejects.toThrow();
});

test('a script island renders its component in place like any island, and carries the start function the browser runs instead of React', () => {
  const start = () => () => {};
  const Map = scriptIsland('journey-map', ({ title }: { title: string }) => <p>{title}</p>, start);
  render(<Map hydrate="visible" title="Seven destinations" />);
  expect(screen.getByText('Seven destinations')).toBeInTheDocument();
  expect(Map.islandName).toBe('journey-map');
  expect(Map.islandOptions.start).toBe(start);
  expect(() => scriptIsland('JourneyMap', () => null, start)).toThrow('must be kebab-case');
});

test('a script island rendered in place (a standalone page) is started on its HTML once rendered, and stopped when it leaves', () => {
  const stop = jest.fn();
  const start = jest.fn((marker: HTMLElement) => {
    marker.querySelector('button')?.replaceChildren('Started');
    return stop;
  });
  const Toggle = scriptIsland('toggle', () => <button type="button">Server HTML</button>, start);
  const { unmount } = render(
    <ScriptIslandsStartInPlaceContext.Provider value>
      <Toggle hydrate="load" />
    </ScriptIslandsStartInPlaceContext.Provider>,
  );
  expect(start).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button')).toHaveTextContent('Started');
  unmount();
  expect(stop).toHaveBeenCalledTimes(1);
});
