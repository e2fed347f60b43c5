import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { findRoute, redirects } from '@pv/shared/contract/routes';
import { HomePage } from './home-page';
import { successStories } from '../community/community-content';
import { testimonialsCopy } from './home-content';

const sectionIds = () => Array.from(document.getElementById('page')?.children ?? [], (el) => el.id);

function renderHome(path = '/') {
  return renderPage(
    <div id="page">
      <HomePage />
    </div>,
    { path },
  );
}

/** The assessment links' query, by link text. */
const assessmentParams = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '');
  return {
    origin: url.origin,
    source: url.searchParams.get('utm_source'),
    medium: url.searchParams.get('utm_medium'),
    campaign: url.searchParams.get('utm_campaign'),
  };
};

describe('the home page', () => {
  it('has one h1, the headline', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Turning Founder Potential into Momentum']);
  });

  it('shows its sections in order: hero, banner, how it works, founder path, journey map, testimonials, about, events', () => {
    renderHome();
    const page = document.getElementById('page') as HTMLElement;
    const bands = Array.from(page.children);
    expect(bands.map((band) => band.querySelector('h1, h2')?.textContent)).toEqual([
      'Turning Founder Potential into Momentum',
      'Become a Prepared Venture',
      'An accelerator that takes no equity',
      'Find Your Founder Path',
      'Venture Journey Map',
      'What founders say',
      'Built in Boston for founders who want to keep their company',
      'Learn next to other founders',
    ]);
    expect(sectionIds()).toEqual(['', '', 'how-it-works', 'founder-path', 'journey-map', 'testimonials', 'about', 'events']);
  });

  it('gives the footer’s section buttons their targets, each a section named by its heading', () => {
    renderHome();
    for (const id of ['how-it-works', 'about', 'events', 'founder-path']) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(section).toHaveAccessibleName();
    }
  });

  it('shows three stat tiles in the hero and the banner’s first word, LAUNCH', () => {
    renderHome();
    const stats = within(screen.getByRole('list', { name: 'Our track record' })).getAllByRole('listitem');
    expect(stats).toHaveLength(3);
    const word = screen.getByTestId('rotating-word');
    expect(word).toHaveAttribute('data-motion', 'still');
    expect(word.firstElementChild?.textContent).toBe('LAUNCH');
  });

  it('links the hero and the journey map to the external assessment with the homepage campaign', () => {
    renderHome();
    const links = screen.getAllByRole('link', { name: 'Start Free Assessment (opens in a new tab)' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(assessmentParams(link)).toMatchObject({ origin: testConfig.urls.assessment, source: 'website', campaign: 'homepage' });
    }
    expect(links.map((link) => assessmentParams(link).medium)).toEqual(['home_hero', 'journey_map']);
  });

  it('links the path selector’s recommendation to the assessment with the path_selector campaign', () => {
    renderHome('/?path=serial');
    const link = within(screen.getByRole('region', { name: 'Serial Founder' })).getByRole('link', { name: /Start Free Assessment/ });
    expect(assessmentParams(link)).toMatchObject({ origin: testConfig.urls.assessment, campaign: 'path_selector' });
  });

  it('ends the journey map with Explore Programs, to the Compass page', () => {
    renderHome();
    const section = document.getElementById('journey-map') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Explore Programs' })).toHaveAttribute('href', '/programs/compass');
  });

  it('shows three testimonials, each with a name, company, picture, text and five stars read as words', () => {
    renderHome();
    const cards = within(screen.getByRole('list', { name: 'What founders say' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
      expect(card.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(60);
      expect(card.querySelector('svg[data-portrait]')).toHaveAttribute('width', '56');
      expect(card.querySelector('figcaption')?.textContent).toMatch(/\w+ \w+.*, .+/);
    }
  });

  it('shows two success stories from the community and links to all of them on its success tab', () => {
    renderHome();
    const list = screen.getByRole('list', { name: 'Success stories from the community' });
    const headlines = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(headlines).toHaveLength(2);
    for (const headline of headlines) expect(successStories.map((story) => story.headline)).toContain(headline);
    expect(screen.getByRole('link', { name: 'Read all success stories' })).toHaveAttribute('href', '/community?tab=success');
  });

  it('says plainly which kinds of investors and partners founders meet, with no names of firms', () => {
    renderHome();
    const kinds = within(screen.getByRole('list', { name: 'The kinds of investors and partners our founders meet' })).getAllByRole(
      'listitem',
    );
    expect(kinds.map((kind) => kind.textContent)).toEqual(testimonialsCopy.network.kinds.map((kind) => kind.label));
    expect(kinds).toHaveLength(6);
  });

  it('keeps its headings in order, with no level skipped', () => {
    renderHome();
    const levels = Array.from(document.querySelectorAll('#page :is(h1, h2, h3, h4)'), (h) => Number(h.tagName[1]));
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('links only to paths of the route table or its redirects, or to the page’s own sections', () => {
    renderHome();
    const hrefs = Array.from(document.querySelectorAll<HTMLAnchorElement>('#page a[href]'), (a) => a.getAttribute('href') ?? '');
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const path = new URL(href, 'https://site.test').pathname;
      expect({ href, resolves: Boolean(findRoute(path)) || path in redirects }).toEqual({ href, resolves: true });
    }
    for (const href of hrefs.filter((h) => h.startsWith('#'))) expect(document.getElementById(href.slice(1))).not.toBeNull();
    expect(hrefs.filter((h) => !/^(\/|#|https:\/\/)/.test(h))).toEqual([]);
  });

  it('shows the configured brand and no default configuration value', () => {
    renderHome();
    expect(document.body.textContent).toContain(testConfig.brand);
    expectNoDefaultConfigValues(document.body);
  });
});
