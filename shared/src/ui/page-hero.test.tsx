import { render, screen, within } from '@testing-library/react';
import { PageHero } from '@pv/shared/ui/page-hero';
import { Eyebrow } from '@pv/shared/ui/eyebrow';

describe('PageHero', () => {
  it('puts the eyebrow, the one h1, the line under it, the lead, the actions and more content in that order', () => {
    const { container } = render(
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        meta={
          <>
            Last updated <time dateTime="2025-01-15">January 15, 2025</time>
          </>
        }
        lead="What we collect and why."
        actions={<a href="/apply">Apply</a>}
      >
        <ul>
          <li>Five questions</li>
        </ul>
      </PageHero>,
    );
    const header = container.querySelector('header');
    expect(header).not.toBeNull();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const text = Array.from(header?.querySelectorAll('p, h1, a, li') ?? [], (el) => el.textContent);
    expect(text).toEqual([
      'Legal',
      'Privacy Policy',
      'Last updated January 15, 2025',
      'What we collect and why.',
      'Apply',
      'Five questions',
    ]);
    expect(within(header as HTMLElement).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/apply');
  });

  it('renders only what it is given', () => {
    const { container } = render(<PageHero title="Blog" />);
    expect(container.querySelectorAll('header *:not(div)')).toHaveLength(1);
    expect(container.querySelector('h1')?.hasAttribute('id')).toBe(false);
  });

  it('gives the h1 the id an enclosing article is labelled by', () => {
    render(
      <article aria-labelledby="doc-title">
        <PageHero title="Terms of Service" titleId="doc-title" />
      </article>,
    );
    expect(screen.getByRole('article', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('styles the eyebrow for the surface: amber on the navy band, teal on light', () => {
    const { container } = render(
      <>
        <PageHero eyebrow="On navy" title="A" />
        <PageHero eyebrow="On paper" title="B" surface="light" />
        <Eyebrow>Plain</Eyebrow>
      </>,
    );
    const color = (text: string) => getComputedStyle(screen.getByText(text)).color;
    expect(color('On navy')).toBe('rgb(245, 165, 36)');
    expect(color('On paper')).toBe('rgb(10, 112, 101)');
    expect(color('Plain')).toBe('rgb(10, 112, 101)');
    expect(getComputedStyle(container.querySelector('header') as HTMLElement).backgroundColor).toBe('rgb(11, 31, 58)');
    expect(getComputedStyle(container.querySelectorAll('header')[1] as HTMLElement).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });
});
