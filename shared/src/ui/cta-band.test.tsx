import { render, screen, within } from '@testing-library/react';
import { CtaBand } from '@pv/shared/ui/cta-band';
import { ButtonLink } from '@pv/shared/ui/links';

describe('CtaBand', () => {
  it('is a region named by its heading, with the text and the actions', () => {
    render(
      <CtaBand
        heading="Ready to start?"
        text="Take the free assessment."
        actions={
          <>
            <ButtonLink href="/chart-my-course">Start</ButtonLink>
            <ButtonLink href="/programs" variant="light">
              Compare programs
            </ButtonLink>
          </>
        }
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready to start?' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Ready to start?');
    expect(within(region).getByText('Take the free assessment.')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/chart-my-course', '/programs']);
  });

  it('can sit under an h2 as an h3', () => {
    render(<CtaBand heading="Questions?" level={3} actions={<a href="mailto:x@y.test">Write to us</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Questions?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Questions?' }).querySelectorAll('p')).toHaveLength(0);
  });
});
