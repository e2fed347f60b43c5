import { render, screen, within } from '@testing-library/react';
import { PageSection } from '@pv/shared/ui/page-section';

describe('PageSection', () => {
  it('is a region named by its h2, with the id in-page links jump to', () => {
    const { container } = render(
      <PageSection id="how-it-works" eyebrow="Process" heading="How it works" intro="Three steps.">
        <p>Step one</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'How it works' });
    expect(region).toHaveAttribute('id', 'how-it-works');
    expect(region.tagName).toBe('SECTION');
    const heading = within(region).getByRole('heading', { level: 2, name: 'How it works' });
    expect(heading).toHaveAttribute('id', 'how-it-works-heading');
    expect(region).toHaveAttribute('aria-labelledby', 'how-it-works-heading');
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Process', 'Three steps.', 'Step one']);
  });

  it('takes the heading level it is given', () => {
    render(<PageSection heading="Nested" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nested' })).toBeInTheDocument();
  });

  it('is still named by its heading without an id, and two sections never share one', () => {
    render(
      <>
        <PageSection heading="First" />
        <PageSection heading="Second" />
      </>,
    );
    expect(screen.getByRole('region', { name: 'First' })).not.toHaveAttribute('id');
    const ids = screen.getAllByRole('heading').map((h) => h.id);
    expect(ids[0]).toBeTruthy();
    expect(new Set(ids).size).toBe(2);
  });
});
