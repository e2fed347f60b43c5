import { render, screen, within } from '@testing-library/react';
import { CardGrid } from '@pv/shared/ui/card-grid';

describe('CardGrid', () => {
  it('is a list with one item per card, in order, skipping nothing but empty children', () => {
    const cards = ['Breakthrough', 'Engine', 'Launchpad'];
    render(
      <CardGrid aria-label="Programs">
        {cards.map((name) => (
          <article key={name}>{name}</article>
        ))}
        {null}
        {false}
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Programs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(cards);
    expect(list.querySelectorAll(':scope > li > article')).toHaveLength(3);
  });

  it('keeps each card when the cards are reordered (keys carry over to the items)', () => {
    const Grid = ({ order }: { order: string[] }) => (
      <CardGrid>
        {order.map((name) => (
          <input key={name} aria-label={name} defaultValue={name} />
        ))}
      </CardGrid>
    );
    const { rerender } = render(<Grid order={['a', 'b']} />);
    const a = screen.getByRole('textbox', { name: 'a' });
    rerender(<Grid order={['b', 'a']} />);
    expect(screen.getByRole('textbox', { name: 'a' })).toBe(a);
  });
});
