import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { PartnersPage } from './partners-page';
import { partnerRequirements, serviceCategories } from './partners-content';

describe('Partners page (service partner network)', () => {
  it('has the categories, benefits, requirements, how to apply and the call to apply', () => {
    const { container } = renderPage(<PartnersPage />, { path: '/partners' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(headingTexts(container, 2)).toEqual([
      'Four categories of service',
      'Why firms join',
      'What we ask of partners',
      'From application to listing',
      'Ready to apply?',
    ]);
    expectNoDefaultConfigValues(container);
  });

  it('names the four categories: legal, financial, technology, business', () => {
    expect(serviceCategories.map((category) => category.id)).toEqual(['legal', 'financial', 'technology', 'business']);
    const { container } = renderPage(<PartnersPage />, { path: '/partners' });
    expect(headingTexts(sectionOf(container, 'Four categories of service'), 3)).toEqual(['Legal', 'Financial', 'Technology', 'Business']);
  });

  it('requires 3+ years serving startups, references, and licensing and insurance', () => {
    expect(facts.partnerExperience).toBe('3+ years');
    expect(partnerRequirements.map((requirement) => requirement.title)).toEqual([
      '3+ years serving startups',
      'References',
      'Licensing and insurance',
    ]);
  });

  it('applies by an e-mail draft to the support address asking for company, category, website, contact person and phone', () => {
    const { container } = renderPage(<PartnersPage />, { path: '/partners' });
    const drafts = mailtoLinks(container);
    expect(drafts.map((draft) => draft.text)).toEqual(['Apply to join', 'Apply by e-mail']);
    for (const draft of drafts) {
      expect(draft).toMatchObject({ to: testConfig.emails.support, subject: 'Service Partner Application' });
      const fields = draft.body?.split('\r\n').filter((line) => line.endsWith(': '));
      expect(fields).toEqual([
        'Company name: ',
        'Service category (legal, financial, technology or business): ',
        'Website: ',
        'Contact person: ',
        'Phone: ',
      ]);
    }
    expect(within(sectionOf(container, 'Ready to apply?')).getByRole('link', { name: 'Other ways to partner' })).toHaveAttribute(
      'href',
      '/partnerships',
    );
  });
});
