import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { currentUrl, renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { ResourcesPage } from './resources-page';

const panel = () => screen.getByRole('tabpanel');
const visibleGroups = () =>
  within(panel())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const visibleCards = () => within(panel()).getAllByRole('article');

describe('Resources page', () => {
  it('shows both groups under All, the default tab', () => {
    const { container } = renderPage(<ResourcesPage />, { path: '/resources' });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('All');
    expect(visibleGroups()).toEqual(['Our tools', 'Partner perks']);
    expect(visibleCards()).toHaveLength(5 + 9);
    expectNoDefaultConfigValues(container);
  });

  it.each([
    ['tools', 'Our Tools', ['Our tools'], 5],
    ['perks', 'Partner Perks', ['Partner perks'], 9],
  ])('filters the cards to one group on ?tab=%s', (id, label, groups, cards) => {
    renderPage(<ResourcesPage />, { path: `/resources?tab=${id}` });
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(label);
    expect(visibleGroups()).toEqual(groups);
    expect(visibleCards()).toHaveLength(cards);
  });

  it('switches the filter by keyboard and keeps it in the URL', async () => {
    const { user } = renderPage(<ResourcesPage />, { path: '/resources' });
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{End}');
    expect(currentUrl()).toBe('/resources?tab=perks');
    expect(visibleCards()).toHaveLength(9);
  });

  it('links each tool: the assessment page, the PDFs the site serves with their size, and the external template in a new tab', () => {
    renderPage(<ResourcesPage />, { path: '/resources?tab=tools' });
    expect(within(panel()).getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/chart-my-course');
    const pdfs = within(panel()).getAllByRole('link', { name: /^Download/ });
    expect(pdfs.map((link) => link.getAttribute('href'))).toEqual([
      '/resources/fundraising-readiness-checklist.pdf',
      '/resources/pitch-deck-outline.pdf',
      '/resources/investor-update-template.pdf',
    ]);
    for (const link of pdfs) expect(link.parentElement).toHaveTextContent(/PDF, \d+ pages, \d+ KB/);
    const template = within(panel()).getByRole('link', { name: /Open the templates/ });
    expect(template).toHaveAttribute('target', '_blank');
    expect(template).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("opens each perk's referral link in a new tab and states the total value", () => {
    renderPage(<ResourcesPage />, { path: '/resources?tab=perks' });
    const claims = within(panel()).getAllByRole('link', { name: /^Claim the offer/ });
    expect(claims).toHaveLength(9);
    for (const link of claims) expect(link).toHaveAttribute('target', '_blank');
    expect(panel()).toHaveTextContent(`Perks worth ${facts.partnerPerksTotal} in total`);
  });

  it('says the trusted services list is empty, why, and points to the partner application', () => {
    const { container } = renderPage(<ResourcesPage />, { path: '/resources' });
    const trusted = sectionOf(container, 'Trusted service providers');
    expect(trusted).toHaveTextContent('We have not listed any firms yet.');
    expect(within(trusted).getByRole('link', { name: /Apply to be listed/ })).toHaveAttribute('href', '#partner-application');
  });

  it('has the #partner-application section with a pre-filled e-mail to the support address; Apply as a Partner jumps there', () => {
    const { container } = renderPage(<ResourcesPage />, { path: '/resources' });
    expect(screen.getByRole('link', { name: 'Apply as a Partner' })).toHaveAttribute('href', '#partner-application');
    const application = sectionOf(container, 'Apply as a partner');
    expect(application).toHaveAttribute('id', 'partner-application');
    const [email] = mailtoLinks(application);
    expect(email).toMatchObject({ text: 'Apply by e-mail', to: testConfig.emails.support, subject: 'Service Partner Application' });
    expect(email?.body).toContain('Company name: ');
    expect(application).toHaveTextContent(`${facts.partnerExperience} serving startups`);
    expect(within(application).getByRole('link', { name: 'About the network' })).toHaveAttribute('href', '/partners');
  });
});
