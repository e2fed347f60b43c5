/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { scriptIsland } from '@pv/shared/islands/island';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import type { PlacedIsland } from '@pv/shared/islands/island-placement';
import { islandStates, renderIslands } from './render-islands';

const context = () => ({
  config: defaultSiteConfig,
  emotionCache: createEmotionCache(),
  queryClient: new QueryClient(),
  location: { pathname: '/', search: '', hash: '' },
});

const start = () => () => {};

const placed = (id: string, render: () => ReactNode): PlacedIsland => ({
  id,
  owner: 'mf_programs',
  name: id,
  Island: scriptIsland(id, render, start),
  props: {},
  start,
  hydrate: 'load',
});

describe('renderIslands', () => {
  it('renders each island as HTML of its own', async () => {
    const [first] = await renderIslands([placed('map', () => <p>map</p>)], context());
    expect(first?.html).toBe('<p>map</p>');
    expect(first?.errors).toEqual([]);
  });

  it('reports an island that throws as its error, and still renders the others', async () => {
    const broken = (): ReactNode => {
      throw new Error('island broke');
    };
    const [failed, fine] = await renderIslands([placed('broken', broken), placed('fine', () => <p>fine</p>)], context());
    expect(failed?.html).toBe('');
    expect(failed?.errors).toEqual([new Error('island broke')]);
    expect(fine?.html).toBe('<p>fine</p>');
  });
});

describe('islandStates', () => {
  it("gives the browser each island's name and strategy, never its props (its start reads its HTML)", () => {
    const Map = scriptIsland('journey-map', ({ title }: { title: string }) => <p>{title}</p>, start);
    const map = {
      id: 'i1',
      owner: 'mf_programs' as const,
      name: 'journey-map',
      Island: Map,
      props: { title: 'In the HTML' },
      start,
      hydrate: 'visible' as const,
    };
    expect(islandStates([placed('i0', () => <p>list</p>), map])).toEqual([
      { id: 'i0', owner: 'mf_programs', name: 'i0', hydrate: 'load' },
      { id: 'i1', owner: 'mf_programs', name: 'journey-map', hydrate: 'visible' },
    ]);
  });
});
