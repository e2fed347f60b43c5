import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { SecurityPage } from './legal-pages';

const SUBJECT = 'Security Vulnerability Report';

describe('Security page', () => {
  it('has the sections docs/behaviour.md lists, in order, ending with the report call to action', () => {
    const { container } = renderPage(<SecurityPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Security & Responsible Disclosure');
    expect(headingTexts(container, 2)).toEqual([
      'Our Security Commitment',
      'Responsible Disclosure',
      'Our Response Process',
      'Guidelines',
      'Found a vulnerability?',
    ]);
    expect(headingTexts(sectionOf(container, 'Responsible Disclosure'), 3)).toEqual(['What to report', 'How to report']);
  });

  it('commits to encryption at rest and in transit and regular audits', () => {
    const { container } = renderPage(<SecurityPage />);
    const commitment = sectionOf(container, 'Our Security Commitment');
    expect(commitment).toHaveTextContent(/Encryption in transit\./);
    expect(commitment).toHaveTextContent(/Encryption at rest\./);
    expect(commitment).toHaveTextContent(/Regular audits\./);
  });

  it('asks for reports by e-mail to the support address with the subject and the five details', () => {
    const { container } = renderPage(<SecurityPage />);
    const disclosure = sectionOf(container, 'Responsible Disclosure');
    const [link, ...others] = mailtoLinks(disclosure);
    expect(others).toHaveLength(0);
    expect(link).toEqual({ text: testConfig.emails.support, to: testConfig.emails.support, subject: SUBJECT, body: null });
    expect(disclosure).toHaveTextContent(`with the subject line “${SUBJECT}”`);
    const details = Array.from(disclosure.querySelectorAll('li strong'), (el) => el.textContent);
    expect(details).toEqual(['Description:', 'Reproduction steps:', 'Impact:', 'Proof of concept:', 'Contact details:']);
  });

  it('describes the four-step response with its times', () => {
    const { container } = renderPage(<SecurityPage />);
    const response = sectionOf(container, 'Our Response Process');
    const items = within(response).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Acknowledgment',
      'Assessment',
      'Remediation',
      'Update and recognition',
    ]);
    expect(items[0]).toHaveTextContent('within 24-48 hours (1-2 business days)');
    expect(items[1]).toHaveTextContent('Within 3-5 days');
    expect(items[2]).toHaveTextContent(/severity/);
    expect(items[3]).toHaveTextContent(/with your permission/);
  });

  it('sets the guidelines', () => {
    const { container } = renderPage(<SecurityPage />);
    const rules = Array.from(sectionOf(container, 'Guidelines').querySelectorAll('li strong'), (el) => el.textContent);
    expect(rules).toEqual([
      'Do not access others\u2019 data.',
      'Do not cause a denial of service.',
      'Do not disclose publicly before a fix.',
      'Act in good faith.',
    ]);
  });

  it('has a Report a Vulnerability button: a pre-addressed e-mail with the subject and a body template', () => {
    const { container } = renderPage(<SecurityPage />);
    const button = screen.getByRole('link', { name: 'Report a Vulnerability' });
    const [report] = mailtoLinks(button.parentElement as HTMLElement);
    expect(report?.to).toBe(testConfig.emails.support);
    expect(report?.subject).toBe(SUBJECT);
    for (const field of ['Description', 'Steps to reproduce', 'Impact', 'Proof of concept', 'contact details']) {
      expect(report?.body).toContain(field);
    }
    expectNoDefaultConfigValues(container);
  });

  it('records a call-to-action click on the report button', () => {
    renderPage(<SecurityPage />);
    window.dataLayer = [];
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Report a Vulnerability' }));
    window.removeEventListener('click', stopNavigation);
    expect(window.dataLayer).toEqual([
      { event: 'cta_click', category: 'Security & Responsible Disclosure Page', label: 'Report a Vulnerability' },
    ]);
  });
});
