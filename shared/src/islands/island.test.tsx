import { render, screen } from '@testing-library/react';
import { island, scriptIsland, ScriptIslandsStartInPlaceContext } from '@pv/shared/islands/island';

test('a React island renders its component in place with the props it is given, and carries its name', () => {
  const Map = island('journey-map', ({ title }: { title: string }) => <p>{title}</p>, { queryCache: true });
  render(<Map hydrate={{ media: '(min-width: 64rem)' }} title="Seven destinations" />);
  expect(screen.getByText('Seven destinations')).toBeInTheDocument();
  expect([Map.islandName, Map.islandKind, Map.islandOptions]).toEqual(['journey-map', 'react', { queryCache: true }]);
});

test('a script island renders its component in place with the props it is given, and carries its name and the start the browser runs', () => {
  const start = () => () => {};
  const Map = scriptIsland('journey-map', ({ title }: { title: string }) => <p>{title}</p>, start);
  render(<Map hydrate="visible" title="Seven destinations" />);
  expect(screen.getByText('Seven destinations')).toBeInTheDocument();
  expect(Map.islandName).toBe('journey-map');
  expect(Map.start).toBe(start);
});

test('a name that is not kebab-case is refused', () => {
  expect(() => island('JourneyMap', () => null)).toThrow('must be kebab-case');
  expect(() =>
    scriptIsland(
      'JourneyMap',
      () => null,
      () => () => {},
    ),
  ).toThrow('must be kebab-case');
});

test('an island rendered in place (a standalone page) is started on its HTML once rendered, and stopped when it leaves', () => {
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
