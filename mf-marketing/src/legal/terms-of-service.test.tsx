import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { TermsPage } from './legal-pages';

const specSections = [
  'Agreement to Terms',
  'Use of Services',
  'Programs and Services',
  'Intellectual Property',
  'Third-Party Services',
  'Disclaimers',
  'Limitation of Liability',
  'Indemnification',
  'Termination',
  'Dispute Resolution',
  'Changes to These Terms',
  'Miscellaneous',
  'Contact Us',
];

describe('Terms of Service page', () => {
  it('has the title and every section docs/behaviour.md lists, in order', () => {
    const { container } = renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(headingTexts(container, 2)).toEqual(specSections);
    expect(headingTexts(sectionOf(container, 'Use of Services'), 3)).toEqual(['Eligibility', 'Account registration', 'Acceptable use']);
  });

  it('says it was last updated January 15, 2025', () => {
    const { container } = renderPage(<TermsPage />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-01-15');
    expect(time?.parentElement).toHaveTextContent(/^Last updated January 15, 2025$/);
  });

  it('states the rules: 18 or older, fees, assessment, independent mentors, content license', () => {
    const { container } = renderPage(<TermsPage />);
    expect(sectionOf(container, 'Use of Services')).toHaveTextContent(/You must be 18 or older to use the Services/);
    const programs = sectionOf(container, 'Programs and Services');
    expect(programs).toHaveTextContent(/Fees for paid programs are non-refundable unless the program terms say otherwise/);
    expect(programs).toHaveTextContent(/for informational purposes only/);
    expect(programs).toHaveTextContent(/no outcome is guaranteed/);
    expect(programs).toHaveTextContent(/Mentors, coaches, advisors and service partners are independent professionals/);
    expect(sectionOf(container, 'Intellectual Property')).toHaveTextContent(
      new RegExp(`You grant ${testConfig.brand} a non-exclusive, worldwide, royalty-free license`),
    );
  });

  it('resolves disputes under Massachusetts law by AAA arbitration in Boston, with a class-action waiver', () => {
    const { container } = renderPage(<TermsPage />);
    const disputes = sectionOf(container, 'Dispute Resolution');
    expect(headingTexts(disputes, 3)).toEqual(['Governing law', 'Informal resolution', 'Binding arbitration', 'Class-action waiver']);
    expect(disputes).toHaveTextContent(/governed by the laws of the Commonwealth of Massachusetts/);
    expect(disputes).toHaveTextContent(/binding arbitration administered by the American Arbitration Association \(AAA\)/);
    expect(disputes).toHaveTextContent(/held in Boston, Massachusetts/);
    expect(disputes).toHaveTextContent(/not as a plaintiff or class member in any class, collective or representative proceeding/);
    // The agreement points to the arbitration clause.
    const anchor = within(sectionOf(container, 'Agreement to Terms')).getByRole('link', { name: 'Dispute Resolution' });
    expect(anchor).toHaveAttribute('href', '#dispute-resolution');
    expect(container.querySelector('h2#dispute-resolution')).toBe(disputes.querySelector('h2'));
  });

  it('uses the configured legal address for every e-mail link', () => {
    const { container } = renderPage(<TermsPage />);
    const links = mailtoLinks(container);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link.to).toBe(testConfig.emails.legal);
    const contact = sectionOf(container, 'Contact Us');
    expect(mailtoLinks(contact)).toEqual([expect.objectContaining({ to: testConfig.emails.legal, text: testConfig.emails.legal })]);
    expect(contact.querySelector('address')).toHaveTextContent(/Boston, MA, United States/);
    expectNoDefaultConfigValues(container);
  });
});
