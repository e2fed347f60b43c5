import { screen, within } from '@testing-library/react';
import { programs } from '@pv/shared/content/programs';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { renderProgramPage } from '../testing/render-program-page';
import { comparison, comparisonRows } from './programs-content';

const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

describe('/programs', () => {
  it('shows the programs, the comparison, the guide and "Still Not Sure?", in that order', () => {
    const { container } = renderProgramPage('programs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support for every stage of the climb');
    expect(headingTexts(container, 2)).toEqual([
      'Four ways to work with us',
      'Compare the programs',
      'Which program is right for you?',
      'Still Not Sure?',
    ]);
  });

  it('has four program cards: Compass, Breakthrough, Engine and Astral Labs, each linking to its page', () => {
    renderProgramPage('programs');
    const cards = within(screen.getByRole('list', { name: 'Four ways to work with us' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Compass',
      'Breakthrough',
      'Engine',
      'Astral Labs',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/programs/compass',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/astral-labs',
    ]);
    expect(cards[1]).toHaveTextContent(programs.breakthrough.price);
  });

  it('compares Compass, Breakthrough, Engine and Launchpad in a real table: a column per program, a row per field', () => {
    renderProgramPage('programs');
    // jsdom applies no media query: the table stays as on a phone, hidden.
    const hidden = { hidden: true };
    const table = screen.getByRole('table', hidden);
    expect(table.querySelector('caption')).toHaveTextContent(comparison.caption);
    const columns = within(table)
      .getAllByRole('columnheader', hidden)
      .map((th) => th.textContent);
    expect(columns).toEqual(['Program', 'Compass', 'Breakthrough', 'Engine', 'Launchpad']);
    const rows = within(table)
      .getAllByRole('rowheader', hidden)
      .map((th) => th.textContent);
    expect(rows).toEqual(['Price', 'Duration', 'Time commitment', 'Format', 'Best for', 'Outcome']);
    const ids = ['compass', 'breakthrough', 'engine', 'launchpad'] as const;
    for (const row of comparisonRows) {
      const tr = within(table)
        .getByRole('rowheader', { name: row.label, ...hidden })
        .closest('tr') as HTMLElement;
      const cells = within(tr).getAllByRole('cell', hidden);
      expect(cells.map((td) => td.textContent)).toEqual(ids.map((id) => programs[id][row.field]));
    }
    expect(hrefs(within(table).getAllByRole('link', hidden))).toEqual([
      '/chart-my-course',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/launchpad',
    ]);
  });

  it('has the same comparison as one card per program for phones', () => {
    renderProgramPage('programs');
    const cards = within(screen.getByTestId('comparison-cards')).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Compass',
      'Breakthrough',
      'Engine',
      'Launchpad',
    ]);
    expect(
      within(cards[2] as HTMLElement)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(comparisonRows.map((row) => programs.engine[row.field]));
    expect(hrefs(cards.map((card) => within(card).getByRole('link')))).toEqual([
      '/chart-my-course',
      '/programs/breakthrough',
      '/programs/engine',
      '/programs/launchpad',
    ]);
  });

  it('guides the choice with a situation per program, and leads to the journey map', () => {
    renderProgramPage('programs');
    const guide = screen.getByRole('region', { name: 'Which program is right for you?' });
    expect(within(guide).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(guide).getByRole('link', { name: 'Explore the journey map' })).toHaveAttribute('href', '/journey-map');
  });

  it('closes with "Still Not Sure?" and the free assessment', () => {
    renderProgramPage('programs');
    const band = screen.getByRole('region', { name: 'Still Not Sure?' });
    const assessment = within(band).getByRole('link', { name: /^Start Free Assessment/ });
    expect(new URL(assessment.getAttribute('href') ?? '').searchParams.get('utm_medium')).toBe('programs');
  });
});
