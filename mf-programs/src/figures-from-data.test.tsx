// Every price and figure a page of this remote shows comes from the shared data: rendered with every
// digit of the program data and the shared facts moved (testing/shifted-figures.ts), no page (text, head tags,
// structured data) still shows a figure of the real data. A page that writes "$2,500" itself fails.
import { QueryClient } from '@tanstack/react-query';
import type { PageContext } from '@pv/shared/contract/page';
import { testConfig } from '@pv/shared/testing/test-config';
import { pages } from './pages';
import { pagePaths, renderProgramPage, type PageId } from './testing/render-program-page';
import { figuresIn, figuresOf, shiftDigits } from './testing/shifted-figures';

jest.mock('@pv/shared/content/programs', () =>
  jest.requireActual('./testing/shifted-figures').shiftDigits(jest.requireActual('@pv/shared/content/programs')),
);
jest.mock('@pv/shared/content/facts', () =>
  jest.requireActual('./testing/shifted-figures').shiftDigits(jest.requireActual('@pv/shared/content/facts')),
);

const realData = [jest.requireActual('@pv/shared/content/programs'), jest.requireActual('@pv/shared/content/facts')];
const realFigures = new Set(figuresOf(realData));
const shiftedFigures = new Set(figuresOf(shiftDigits(realData)));

/** The pages that show prices or other figures (Astral Labs is free, the journey map shows none). */
const pagesWithFigures: PageId[] = ['programs', 'breakthrough', 'engine', 'launchpad'];

/** What a visitor and a crawler read of a page: its text, its labels and its head tags. */
function pageText(id: PageId): string {
  const { container, unmount } = renderProgramPage(id);
  const labels = Array.from(container.querySelectorAll('[aria-label], [title], [alt]'), (el) =>
    ['aria-label', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '),
  );
  const text = `${container.textContent ?? ''} ${labels.join(' ')}`;
  unmount();
  const path = pagePaths[id];
  const ctx: PageContext = { params: {}, path, search: new URLSearchParams(), queryClient: new QueryClient(), config: testConfig };
  return `${text} ${JSON.stringify(pages[id].meta(ctx))}`;
}

it('moves every figure of the data to another figure', () => {
  expect(realFigures.size).toBeGreaterThan(20);
  expect([...shiftedFigures].filter((figure) => realFigures.has(figure))).toEqual([]);
});

describe.each(Object.keys(pagePaths) as PageId[])('the %s page', (id) => {
  let text = '';
  beforeAll(() => {
    text = pageText(id);
  });

  it('shows no figure of the data as a literal', () => {
    expect(figuresIn(text).filter((figure) => realFigures.has(figure))).toEqual([]);
  });

  if (pagesWithFigures.includes(id)) {
    it('shows figures from the data', () => {
      expect(figuresIn(text).filter((figure) => shiftedFigures.has(figure)).length).toBeGreaterThan(0);
    });
  }
});
