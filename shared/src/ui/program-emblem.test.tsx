import { render, screen } from '@testing-library/react';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { programs, type ProgramId } from '@pv/shared/content/programs';

test('is hidden from screen readers beside the program name, and named when it stands alone', () => {
  const { container } = render(<ProgramEmblem program="engine" />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  render(<ProgramEmblem program="compass" label="Compass" />);
  expect(screen.getByRole('img', { name: 'Compass' })).toBeInTheDocument();
});

test('every program has an emblem at the size asked for', () => {
  for (const id of Object.keys(programs) as ProgramId[]) {
    const { container, unmount } = render(<ProgramEmblem program={id} size={64} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '64');
    expect(svg?.children.length).toBeGreaterThan(1);
    unmount();
  }
});
