import { render, screen } from '@testing-library/react';
import { PostedFormContext, usePostedForm } from '@pv/shared/forms/posted-form';

function Outcome({ form }: { form: string }) {
  const outcome = usePostedForm<{ status: string }>(form);
  return <p>{outcome ? outcome.status : 'none'}</p>;
}

describe('the outcome of a form sent without JavaScript', () => {
  it('reaches the form it belongs to, and no other', () => {
    render(
      <PostedFormContext.Provider value={{ form: 'results-email', outcome: { status: 'saved' } }}>
        <Outcome form="results-email" />
        <Outcome form="newsletter" />
      </PostedFormContext.Provider>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual(['saved', 'none']);
  });

  it('is none on a page that answers no form', () => {
    render(<Outcome form="newsletter" />);
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
