import { fireEvent, render, screen } from '@testing-library/react';
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';

beforeEach(() => {
  window.dataLayer = [];
});

// jsdom cannot follow links; the click's default action is what a browser would do.
const click = (name: RegExp) => fireEvent.click(screen.getByRole('link', { name }), { button: 0 });

describe('ButtonLink', () => {
  it('records a call-to-action click when it has a category and a label', () => {
    render(
      <ButtonLink href="/programs/engine" category="Programs - Comparison" cta="Explore Engine">
        Explore Engine
      </ButtonLink>,
    );
    click(/Explore Engine/);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', category: 'Programs - Comparison', label: 'Explore Engine' }]);
  });

  it('records nothing without them', () => {
    render(<ButtonLink href="/programs">All programs</ButtonLink>);
    click(/All programs/);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('ExternalLink', () => {
  it('opens in a new tab without an opener and records the external link', () => {
    render(
      <ExternalLink href="https://booking.example/intro" category="Engine - Hero">
        Book a call
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: /Book a call/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    click(/Book a call/);
    expect(window.dataLayer).toEqual([{ event: 'external_link_click', category: 'Engine - Hero', label: 'https://booking.example/intro' }]);
  });

  it('as a call to action, records the call to action too', () => {
    render(
      <ExternalLink href="https://booking.example/intro" category="Engine - Hero" cta="Book a call">
        Book a call
      </ExternalLink>,
    );
    click(/Book a call/);
    expect(window.dataLayer).toEqual([
      { event: 'external_link_click', category: 'Engine - Hero', label: 'https://booking.example/intro' },
      { event: 'cta_click', category: 'Engine - Hero', label: 'Book a call' },
    ]);
  });
});
