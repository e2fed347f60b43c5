/** @jest-environment node */
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { island, scriptIsland } from '@pv/shared/islands/island';
import { createEmotionCache } from '@pv/shared/providers/emotion-cache';
import type { PlacedIsland } from '@pv/shared/islands/island-placement';
import { islandStates, renderIslands, renderToHtml, splitResourceHints } from './render-to-html';

describe('renderToHtml', () => {
  it('returns the resource hints React writes ahead of the HTML apart from it', async () => {
    const rendered = await renderToHtml(
      <main>
        <img src="/a.webp" srcSet="/a-800w.webp 800w, /a.webp 1200w" sizes="100vw" alt="" fetchPriority="high" />
        <img src="/b.webp" alt="" loading="lazy" />
      </main>,
    );
    expect(rendered.resourceHints).toBe(
      '<link rel="preload" as="image" imageSrcSet="/a-800w.webp 800w, /a.webp 1200w" imageSizes="100vw" fetchPriority="high"/>',
    );
    expect(rendered.html).toMatch(/^<main><img src="\/a.webp"/);
    expect(rendered.html).not.toContain('<link');
  });

  it('returns no hints and the whole HTML when React wrote none', async () => {
    const rendered = await renderToHtml(<p>Plain</p>);
    expect(rendered).toEqual({ resourceHints: '', html: '<p>Plain</p>', errors: [] });
  });
});

describe('splitResourceHints', () => {
  it('takes only the hints at the very start, never a link further in', () => {
    const html =
      '<link rel="preload" as="image" href="/a.webp"/><link rel="preconnect" href="https://x.test"/><p><link rel="preload" as="image" href="/b.webp"/></p>';
    expect(splitResourceHints(html)).toEqual({
      resourceHints: '<link rel="preload" as="image" href="/a.webp"/><link rel="preconnect" href="https://x.test"/>',
      html: '<p><link rel="preload" as="image" href="/b.webp"/></p>',
    });
  });

  it('leaves other links where they are', () => {
    const html = '<link rel="stylesheet" href="/a.css"/><p>x</p>';
    expect(splitResourceHints(html)).toEqual({ resourceHints: '', html });
  });
});

const context = () => ({
  config: defaultSiteConfig,
  emotionCache: createEmotionCache(),
  queryClient: new QueryClient(),
  location: { pathname: '/', search: '', hash: '' },
});

const placed = (id: string, render: () => ReactNode): PlacedIsland => ({
  id,
  owner: 'mf_programs',
  name: id,
  kind: 'react',
  Island: island(id, render),
  props: {},
  options: {},
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
  it("gives the browser a React island's props and strategy, and says if it reads data; a script island's props stay on the server", () => {
    const List = island('blog-list', ({ page }: { page: number }) => <p>{page}</p>, { queryCache: true });
    const Button = scriptIsland(
      'floating-cta',
      ({ label }: { label: string }) => <p>{label}</p>,
      () => () => {},
    );
    const islands: PlacedIsland[] = [
      { ...placed('i0', () => null), name: 'blog-list', owner: 'mf_blog', Island: List, props: { page: 2 }, options: { queryCache: true } },
      {
        id: 'i1',
        owner: 'shell',
        name: 'floating-cta',
        kind: 'script',
        Island: Button,
        props: { label: 'In the HTML' },
        options: {},
        hydrate: 'scroll',
      },
      { ...placed('i2', () => null), hydrate: { media: '(min-width: 64rem)' } },
    ];
    expect(islandStates(islands)).toEqual([
      { id: 'i0', owner: 'mf_blog', name: 'blog-list', kind: 'react', hydrate: 'load', props: { page: 2 }, queryCache: true },
      { id: 'i1', owner: 'shell', name: 'floating-cta', kind: 'script', hydrate: 'scroll' },
      { id: 'i2', owner: 'mf_programs', name: 'i2', kind: 'react', hydrate: { media: '(min-width: 64rem)' }, props: {} },
    ]);
  });
});
