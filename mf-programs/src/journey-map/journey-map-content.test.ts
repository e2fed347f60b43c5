import { redirects, resolveLink } from '@pv/shared/contract/routes';
import { destinations } from './journey-map-content';

it('has the 7 destinations, each leading to its page', () => {
  expect(destinations.map((d) => [d.title, d.href])).toEqual([
    ['Founder Hub', '/'],
    ['Training Academy', '/programs/breakthrough'],
    ['Workshop Center', '/events'],
    ['Strategy Tower', '/programs/engine'],
    ['Community Plaza', '/community'],
    ['Knowledge Archives', '/resources'],
    ['Planning Observatory', '/chart-my-course'],
  ]);
});

it('links the workshops and consulting destinations to where their old addresses redirect, never through a redirect', () => {
  const href = (id: string) => destinations.find((d) => d.id === id)?.href;
  expect(href('workshop-center')).toBe(redirects['/programs/workshops']);
  expect(href('strategy-tower')).toBe(redirects['/programs/consulting']);
  for (const destination of destinations) expect(resolveLink(destination.href)?.kind).toBe('route');
});

it('gives every destination its own id and a place inside the map', () => {
  expect(new Set(destinations.map((d) => d.id)).size).toBe(destinations.length);
  for (const { position } of destinations) {
    expect(position.x).toBeGreaterThanOrEqual(0);
    expect(position.x).toBeLessThanOrEqual(100);
    expect(position.y).toBeGreaterThanOrEqual(0);
    expect(position.y).toBeLessThanOrEqual(100);
  }
});

it('keeps markers apart: at least 12 percent between any two on one axis or the other', () => {
  for (const a of destinations) {
    for (const b of destinations) {
      if (a === b) continue;
      const apart = Math.max(Math.abs(a.position.x - b.position.x), Math.abs(a.position.y - b.position.y));
      expect({ pair: [a.id, b.id], apart: apart >= 12 }).toEqual({ pair: [a.id, b.id], apart: true });
    }
  }
});
