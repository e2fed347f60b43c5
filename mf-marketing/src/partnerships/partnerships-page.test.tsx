import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { resourceFiles } from '../resources/resource-files';
import { PartnershipsPage } from './partnerships-page';

describe('Partnerships page', () => {
  it('has the reach, the three kinds of partnership, how it starts, and the contact', () => {
    const { container } = renderPage(<PartnershipsPage />, { path: '/partnerships' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(headingTexts(container, 2)).toEqual([
      'Who you reach',
      'Three kinds of partnership',
      'How a partnership starts',
      'Start the conversation',
    ]);
    expect(headingTexts(sectionOf(container, 'Three kinds of partnership'), 3)).toEqual([
      'Corporate Sponsors',
      'Service Partners',
      'Strategic Partners',
    ]);
    expectNoDefaultConfigValues(container);
  });

  it('shows 70K+ community members, $483M+ alumni funding, 5+ continents and the 450+ investor network from the shared facts', () => {
    const { container } = renderPage(<PartnershipsPage />, { path: '/partnerships' });
    const tiles = within(sectionOf(container, 'Who you reach')).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      `${facts.communityMembers} community members`,
      `${facts.alumniFunding}More than 483 million dollars raised by alumni`,
      `${facts.continents} continents`,
      `${facts.investorNetwork} investor network`,
    ]);
    expect([facts.communityMembers, facts.alumniFunding, facts.continents, facts.investorNetwork]).toEqual([
      '70K+',
      '$483M+',
      '5+',
      '450+',
    ]);
  });

  it('contacts the partnerships address by an e-mail draft and offers the partnership guide PDF', () => {
    const { container } = renderPage(<PartnershipsPage />, { path: '/partnerships' });
    const drafts = mailtoLinks(container);
    expect(drafts.map((draft) => draft.text)).toEqual(['Contact our partnerships team', 'Contact us']);
    for (const draft of drafts) expect(draft).toMatchObject({ to: testConfig.emails.partnerships, subject: 'Partnership inquiry' });
    const guide = screen.getByRole('link', { name: 'Get the partnership guide' });
    expect(guide).toHaveAttribute('href', resourceFiles['partnership-guide'].path);
    expect(guide).toHaveAttribute('href', '/resources/partnership-guide.pdf');
    expect(guide.parentElement).toHaveTextContent(/PDF, \d+ pages, \d+ KB/);
    expect(screen.getByRole('link', { name: 'Service partner network' })).toHaveAttribute('href', '/partners');
  });
});
