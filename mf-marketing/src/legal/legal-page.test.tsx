import { screen, within } from '@testing-library/react';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { address, email, link, p, section, steps, strong, subsection, term, ul, type LegalDocumentSource } from './legal-document';
import { formatLegalDate, LegalPage } from './legal-page';
import { PrivacyPage, SecurityPage, TermsPage } from './legal-pages';
import { renderPage } from '@pv/shared/testing/render-page';
import { testConfig } from '@pv/shared/testing/test-config';

const fixture: LegalDocumentSource = (config) => ({
  eyebrow: 'Legal',
  title: 'Fixture Policy',
  description: 'A document that uses every kind of block.',
  summary: `What ${config.brand} promises.`,
  lastUpdated: '2024-03-09',
  sections: [
    section(
      'first',
      'First Section',
      p(
        'Plain, ',
        strong('bold'),
        ', ',
        link('a page', '/terms'),
        ', ',
        link('an anchor', '#second'),
        ' and ',
        link('a site', 'https://www.adr.org'),
        '.',
      ),
      ul('One', term('Two:', 'second item')),
      subsection('first-detail', 'Detail', p('Inside the subsection.')),
    ),
    section(
      'second',
      'Second Section',
      steps({ title: 'Step one', text: 'Do this.' }, { title: 'Step two', text: 'Then that.' }),
      address(config.brand, 'Boston, MA, United States', ['Email: ', email(config.emails.support)]),
    ),
  ],
  callToAction: { heading: 'Act now', text: 'One click.', label: 'Do it', href: 'mailto:x@y.test', analyticsLabel: 'Do It' },
});

describe('formatLegalDate', () => {
  it('formats an ISO date as "MMMM d, yyyy" without a time-zone shift', () => {
    expect(formatLegalDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatLegalDate('2024-03-09')).toBe('March 9, 2024');
  });
});

describe('LegalPage', () => {
  it('renders the title band, an article and no <main> (the shell owns it)', () => {
    const { container } = renderPage(<LegalPage source={fixture} />);
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(container.querySelector('main')).toBeNull();
    expect(screen.getByRole('article', { name: 'Fixture Policy' })).toBeInTheDocument();
    expect(screen.getByText(`What ${testConfig.brand} promises.`)).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2024-03-09');
    expect(container.querySelector('time')).toHaveTextContent('March 9, 2024');
  });

  it('links the table of contents to the section headings, in order', () => {
    renderPage(<LegalPage source={fixture} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['First Section', '#first'],
      ['Second Section', '#second'],
    ]);
    expect(document.getElementById('first')).toHaveTextContent('First Section');
    expect(document.getElementById('first')?.tagName).toBe('H2');
    expect(document.getElementById('first-detail')?.tagName).toBe('H3');
  });

  it('renders inline parts: bold, site links, anchors, external links that open a new tab', () => {
    renderPage(<LegalPage source={fixture} />);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a page' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'an anchor' })).toHaveAttribute('href', '#second');
    const external = screen.getByRole('link', { name: 'a site (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Two:').tagName).toBe('STRONG');
  });

  it('renders steps as a numbered list with h3 titles, the address, and the call to action', () => {
    const { container } = renderPage(<LegalPage source={fixture} />);
    const stepList = container.querySelector('ol[role="list"]');
    expect(Array.from(stepList?.querySelectorAll('li > h3') ?? [], (h) => h.textContent)).toEqual(['Step one', 'Step two']);
    const contact = container.querySelector('address');
    expect(contact).toHaveTextContent(`${testConfig.brand}Boston, MA, United StatesEmail: ${testConfig.emails.support}`);
    expect(within(contact as HTMLElement).getByRole('link')).toHaveAttribute('href', `mailto:${testConfig.emails.support}`);
    const cta = screen.getByRole('region', { name: 'Act now' });
    expect(within(cta).getByRole('link', { name: 'Do it' })).toHaveAttribute('href', 'mailto:x@y.test');
  });

  it('takes the brand and addresses from the configuration it is given', () => {
    renderPage(<LegalPage source={fixture} />, { config: defaultSiteConfig });
    expect(screen.getByText('What Prepared Ventures promises.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');
  });
});

describe.each([
  ['privacy', PrivacyPage],
  ['terms', TermsPage],
  ['security', SecurityPage],
])('the %s page outline', (_name, Page) => {
  it('has one h1, h2 before any h3, nothing deeper, and unique anchors that the contents reach', () => {
    const { container } = renderPage(<Page />);
    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => h.tagName);
    expect(headings.filter((tag) => tag === 'H1')).toHaveLength(1);
    expect(headings[0]).toBe('H1');
    expect(headings[1]).toBe('H2');
    expect(headings.some((tag) => tag > 'H3')).toBe(false);
    const ids = Array.from(container.querySelectorAll('[id]'), (el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of container.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      expect(container.querySelector(a.getAttribute('href') ?? '')).not.toBeNull();
    }
  });
});
