import { fireEvent, render, screen } from '@testing-library/react';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';

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
          cta={{ category: 'Home Hero', label: 'Start', value: 2 }}
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
      { event: 'cta_click', category: 'Home Hero', label: 'Start', value: 2 },
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
