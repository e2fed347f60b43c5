import { fireEvent, render, screen } from '@testing-library/react';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';
import { SiteLink } from '@pv/shared/navigation/site-link';

// The DOM test setup listens for link clicks on the document, as the shell does in the browser.
beforeEach(() => {
  window.dataLayer = [];
});

/** Clicks without letting jsdom try to follow the link. */
function click(element: HTMLElement) {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  fireEvent.click(element);
  document.removeEventListener('click', stop);
}

it('records an external link click with its category and href, from its attributes alone', () => {
  render(
    <ExternalLink href="https://x.com/example" category="Footer Social">
      X
    </ExternalLink>,
  );
  const link = screen.getByRole('link', { name: /X/ });
  expect(link).toHaveAttribute('data-external-category', 'Footer Social');
  click(link);
  expect(window.dataLayer).toEqual([{ event: 'external_link_click', category: 'Footer Social', label: 'https://x.com/example' }]);
});

it('records both events for an external call to action', () => {
  render(
    <ExternalLink
      href="https://assessment.example.com/?utm_medium=header"
      category="Header"
      cta={{ category: 'Header', label: 'Start Free Assessment' }}
    >
      Start Free Assessment
    </ExternalLink>,
  );
  click(screen.getByRole('link', { name: /Start Free Assessment/ }));
  expect(window.dataLayer).toEqual([
    { event: 'external_link_click', category: 'Header', label: 'https://assessment.example.com/?utm_medium=header' },
    { event: 'cta_click', category: 'Header', label: 'Start Free Assessment' },
  ]);
});

it('records a call to action on a site link or button link, also when the click lands inside it', () => {
  render(
    <>
      <SiteLink href="/chart-my-course" cta={{ category: 'Floating Button', label: 'Sticky CTA - Start Assessment' }}>
        <span>Start</span>
      </SiteLink>
      <ButtonLink href="/programs" cta={{ category: 'Home Hero', label: 'Explore Programs' }}>
        Explore
      </ButtonLink>
    </>,
  );
  click(screen.getByText('Start'));
  click(screen.getByRole('link', { name: 'Explore' }));
  expect(window.dataLayer).toEqual([
    { event: 'cta_click', category: 'Floating Button', label: 'Sticky CTA - Start Assessment' },
    { event: 'cta_click', category: 'Home Hero', label: 'Explore Programs' },
  ]);
});

it('records nothing for an untracked link, or a click that is not on a link', () => {
  render(
    <p>
      <SiteLink href="/terms">Terms</SiteLink> and text
    </p>,
  );
  click(screen.getByRole('link', { name: 'Terms' }));
  click(screen.getByText(/and text/));
  expect(window.dataLayer).toEqual([]);
});
