// The server renders nothing visited; the browser hydrates that HTML without a mismatch and shows
// the stored visits right after.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import JourneyMap from './journey-map';
import { destinations, journeyMapCopy } from './journey-map-content';

const map = <JourneyMap hydrate="load" destinations={destinations} labels={journeyMapCopy.labels} />;

it('hydrates the server HTML without a warning, then shows the stored visits', async () => {
  window.localStorage.setItem('visited-locations', JSON.stringify(['hub', 'knowledge-archives']));
  const container = document.createElement('div');
  container.innerHTML = renderToString(map);
  document.body.append(container);
  const progress = () => container.querySelector('[data-testid="journey-progress"]')?.textContent;
  expect(progress()).toBe('0 of 7 visited');

  const error = jest.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, map, { onRecoverableError: (e) => recoverable.push(e) });
  });
  expect(error).not.toHaveBeenCalled();
  expect(recoverable).toEqual([]);
  expect(progress()).toBe('2 of 7 visited');
});
