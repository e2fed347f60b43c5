import { fireEvent, render, screen } from '@testing-library/react';
import { ButtonLink, ExternalLink, mailtoHref } from '@pv/shared/ui/links';

beforeEach(() => {
  window.dataLayer = [];
});

/** Clicks without letting jsdom try to load the page. */
function click(link: HTMLElement) {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  fireEvent.click(link, { button: 0 });
  document.removeEventListener('click', stop);
}

describe('ExternalLink', () => {
  it('opens in a new tab without a handle on this site, and says so to screen readers', () => {
    render(
      <ExternalLink href="https://calendar.example.test/" category="Events">
        Calendar
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Calendar (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('records the external link click, and a call to action when it is one', () => {
    render(
      <>
        <ExternalLink href="https://calendar.example.test/" category="Events">
          Calendar
        </ExternalLink>
        <ExternalLink
          href="https://assessment.example.test/"
          category="Home Hero"
          cta={{ category: 'Home Hero', label: 'Start' }}
        >
          Start
        </ExternalLink>
      </>,
    );
    click(screen.getByRole('link', { name: /Calendar/ }));
    expect(window.dataLayer).toEqual([{ event: 'external_link_click', category: 'Events', label: 'https://calendar.example.test/' }]);
    click(screen.getByRole('link', { name: /Start/ }));
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: 'external_link_click', category: 'Home Hero', label: 'https://assessment.example.test/' },
      { event: 'cta_click', category: 'Home Hero', label: 'Start' },
    ]);
  });
});

describe('ButtonLink', () => {
  it('records a call to action only when it is given one', () => {
    render(
      <>
        <ButtonLink href="/programs">Programs</ButtonLink>
        <ButtonLink href="/programs/compass" cta={{ category: 'Journey Map', label: 'Explore Programs' }}>
          Explore Programs
        </ButtonLink>
      </>,
    );
    click(screen.getByRole('link', { name: 'Programs' }));
    expect(window.dataLayer).toEqual([]);
    click(screen.getByRole('link', { name: 'Explore Programs' }));
    expect(window.dataLayer).toEqual([{ event: 'cta_click', category: 'Journey Map', label: 'Explore Programs' }]);
  });
});

describe('mailtoHref', () => {
  it('is the bare address without fields', () => {
    expect(mailtoHref('help@harbor-lane.test')).toBe('mailto:help@harbor-lane.test');
  });

  it('encodes subject and body so that they decode to what was given, with CRLF line breaks', () => {
    const href = mailtoHref('help@harbor-lane.test', {
      subject: 'Mentor application: A & B',
      body: 'Name:\nLink: https://x.test/?a=1&b=2\n',
    });
    expect(href).toBe(
      'mailto:help@harbor-lane.test?subject=Mentor%20application%3A%20A%20%26%20B&body=Name%3A%0D%0ALink%3A%20https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2%0D%0A',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Mentor application: A & B');
    expect(url.searchParams.get('body')).toBe('Name:\r\nLink: https://x.test/?a=1&b=2\r\n');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('a@b.test', { subject: '', body: 'x' })).toBe('mailto:a@b.test?body=x');
  });
});
