// What every page of this remote promises about its links and calls to action.
import { fireEvent } from '@testing-library/react';
import { resolveLink } from '@pv/shared/contract/routes';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { linksOf, pagePaths, renderProgramPage, type PageId } from './testing/render-program-page';

beforeEach(() => {
  window.dataLayer = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe.each(Object.keys(pagePaths) as PageId[])('the %s page', (id) => {
  it('has one h1 and headings in order', () => {
    const { container } = renderProgramPage(id);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4'), (h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('links only to pages of the route table, never through a redirect', () => {
    const { container } = renderProgramPage(id);
    for (const link of linksOf(container).internal) {
      const href = link.getAttribute('href') ?? '';
      expect({ href, kind: resolveLink(href)?.kind }).toEqual({ href, kind: 'route' });
    }
    for (const link of linksOf(container).inPage) {
      expect(container.querySelector(link.getAttribute('href') ?? '#')).not.toBeNull();
    }
  });

  it('opens external links in a new tab without an opener, only to configured addresses', () => {
    const { container } = renderProgramPage(id);
    const configured = Object.values(testConfig.urls);
    for (const link of linksOf(container).external) {
      const href = link.getAttribute('href') ?? '';
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(configured.some((url) => href.startsWith(url))).toBe(true);
      // The external assessment carries the campaign parameters.
      if (href.startsWith(testConfig.urls.assessment)) {
        const url = new URL(href);
        expect([url.searchParams.get('utm_source'), url.searchParams.get('utm_campaign')]).toEqual(['website', 'homepage']);
        expect(url.searchParams.get('utm_medium')).toBeTruthy();
      }
    }
  });

  it('shows the configured brand and addresses, never the defaults', () => {
    const { container } = renderProgramPage(id);
    expectNoDefaultConfigValues(container);
  });
});

/** Links in running text that lead on without being a call to action; every other link is one. */
const textLinks: Record<Exclude<PageId, 'journeyMap'>, string[]> = {
  programs: [
    'More about Compass',
    'More about Breakthrough',
    'More about Engine',
    'More about Launchpad',
    'More about Astral Labs',
    'Explore the journey map',
  ],
  breakthrough: [],
  engine: ['See upcoming events'],
  launchpad: [],
  astralLabs: [],
};

// The journey map's links are its markers, whose clicks its own tests follow.
describe.each(Object.keys(textLinks) as Exclude<PageId, 'journeyMap'>[])('the calls to action of the %s page', (id) => {
  it('record a click as a call to action, labelled with what the visitor read', () => {
    // Stay on the page: the links record their click, the browser does not follow them.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, true);
    try {
      const { container } = renderProgramPage(id);
      const untracked: string[] = [];
      for (const link of Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
        window.dataLayer = [];
        fireEvent.click(link, { button: 0 });
        const cta = window.dataLayer.find((event) => (event as { event: string }).event === 'cta_click') as { label: string } | undefined;
        const name = link.textContent?.replace(' (opens in a new tab)', '') ?? '';
        if (cta) expect(cta.label).toBe(name);
        else untracked.push(name);
      }
      expect(untracked).toEqual(textLinks[id]);
    } finally {
      document.removeEventListener('click', stay, true);
    }
  });
});
