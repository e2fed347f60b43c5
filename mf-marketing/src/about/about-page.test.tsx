import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { AboutPage } from './about-page';

function renderAbout() {
  return renderPage(<AboutPage />, { path: '/about' });
}

describe('the about page', () => {
  it('has one h1 and its sections in order, ending with the call to action', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Founder success without giving up equity']);
    expect(headingTexts(document.body, 2)).toEqual([
      'Started by founders who paid too much for help',
      'Measure what moves founders',
      'Help that is priced, scoped and yours to keep',
      'Not another accelerator',
      'What founders have done with it',
      'Build the next generation of companies with us',
      'See where your venture stands',
    ]);
    expect(Array.from(document.querySelectorAll('section[id]'), (section) => section.id)).toEqual([
      'story',
      'philosophy',
      'why-choose-us',
      'what-makes-us-different',
      'impact',
      'partners',
    ]);
  });

  it('links to partnerships, mentors, partners and the programs', () => {
    renderAbout();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Learn More about partnerships')).toBe('/partnerships');
    expect(href('Become a Partner')).toBe('/partnerships');
    expect(href('Apply to Mentor')).toBe('/mentors');
    expect(href('Join Network')).toBe('/partners');
    expect(href('Explore Our Programs')).toBe('/programs/compass');
  });

  it('covers the 10-week roadmap, the diagnostic and the emotional barometer', () => {
    renderAbout();
    const text = document.body.textContent ?? '';
    expect(text).toContain('10-week roadmap');
    for (const word of ['self-efficacy', 'situational awareness', 'clarity', 'trust, anticipation and joy']) expect(text).toContain(word);
  });

  it('shows four impact metrics, and three partner cards', () => {
    renderAbout();
    expect(within(screen.getByRole('list', { name: 'What founders have done with it' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Partner with us' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names the configured brand and no default configuration value', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1 }).closest('header')?.textContent).toContain(testConfig.brand);
    expectNoDefaultConfigValues(document.body);
  });
});
