import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { PrivacyPage } from './legal-pages';

const specSections = [
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'Information Sharing and Disclosure',
  'Data Security',
  'Your Rights and Choices',
  'Cookies and Tracking',
  'Third-Party Links',
  'Children’s Privacy',
  'International Data Transfers',
  'Changes to This Policy',
  'Contact Us',
];

describe('Privacy Policy page', () => {
  it('has the title and every section docs/behaviour.md lists, in order', () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(headingTexts(container, 2)).toEqual(specSections);
  });

  it('says it was last updated January 15, 2025, in a <time> element', () => {
    const { container } = renderPage(<PrivacyPage />);
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-01-15');
    expect(time).toHaveTextContent(/^January 15, 2025$/);
    expect(time?.parentElement).toHaveTextContent(/^Last updated January 15, 2025$/);
  });

  it('lists the personal and device data collected', () => {
    const { container } = renderPage(<PrivacyPage />);
    const collected = within(sectionOf(container, 'Information We Collect'));
    for (const item of [/name/i, /email address/i, /phone number/i, /company name/i, /job title/i, /professional profile/i, /startup/i]) {
      expect(collected.getAllByText(item).length).toBeGreaterThan(0);
    }
    for (const item of [
      'IP address',
      'Browser type and version',
      'Operating system',
      /^Referral source/,
      /^Pages visited/,
      'Device identifiers',
    ]) {
      expect(collected.getByText(item)).toBeInTheDocument();
    }
  });

  it('says what the Compass assessment keeps: progress in the tab only, anonymous finishes, and an address only when asked to email the results', () => {
    const { container } = renderPage(<PrivacyPage />);
    // The results e-mail form links here.
    expect(container.querySelector('h3#compass-assessment')).toHaveTextContent('The Compass assessment');
    const assessment = sectionOf(container, 'Information We Collect');
    const text = assessment.textContent ?? '';
    expect(text).toMatch(/session storage\) until you close the tab or choose Start over\. They are not sent to us and no cookie is set/);
    expect(text).toMatch(/five answers, the founder profile they give and the date.*nothing that identifies you/);
    expect(text).toMatch(/results page holds your five answers in a short code and nothing else/);
    expect(text).toMatch(/keep the email address you give, with your answers, your founder profile and the date/);
    expect(within(assessment).getByRole('link', { name: testConfig.emails.privacy })).toHaveAttribute(
      'href',
      `mailto:${testConfig.emails.privacy}`,
    );
  });

  it('says data is not sold and lists the five rights', () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(sectionOf(container, 'Information Sharing and Disclosure')).toHaveTextContent(/we do not sell your personal information/i);
    const rights = Array.from(sectionOf(container, 'Your Rights and Choices').querySelectorAll('li strong'), (el) => el.textContent);
    expect(rights).toEqual(['Access:', 'Correction:', 'Deletion:', 'Opt-out:', 'Portability:']);
  });

  it('does not target anyone under 18, and covers cookies, third-party links and transfers', () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(sectionOf(container, 'Children’s Privacy')).toHaveTextContent(/not directed at anyone under 18/);
    expect(sectionOf(container, 'Cookies and Tracking')).toHaveTextContent(/cookies/i);
    expect(sectionOf(container, 'Third-Party Links')).toHaveTextContent(/their own privacy policies/i);
    expect(sectionOf(container, 'International Data Transfers')).toHaveTextContent(/transferred to the United States/);
  });

  it('gives the configured privacy address and the Boston, MA postal line', () => {
    const { container } = renderPage(<PrivacyPage />);
    const links = mailtoLinks(container);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) {
      expect(link.to).toBe(testConfig.emails.privacy);
      expect(link.text).toBe(testConfig.emails.privacy);
    }
    const contact = sectionOf(container, 'Contact Us');
    expect(mailtoLinks(contact)).toHaveLength(1);
    const postal = within(contact).getByText('Boston, MA, United States');
    expect(postal.closest('address')).toHaveTextContent(testConfig.brand);
    expectNoDefaultConfigValues(container);
  });
});
