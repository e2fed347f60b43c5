// No figure is typed into the about page: rendered with every digit of the shared data changed, it
// shows the changed values and none of the real ones.
import { renderPage } from '@pv/shared/testing/render-page';
import { expectFiguresFromData, figuresIn } from '../testing/other-figures';
import { AboutPage } from './about-page';

jest.mock('@pv/shared/content/facts', () =>
  jest.requireActual('../testing/other-figures').withOtherDigits(jest.requireActual('@pv/shared/content/facts')),
);
jest.mock('@pv/shared/content/programs', () =>
  jest.requireActual('../testing/other-figures').withOtherDigits(jest.requireActual('@pv/shared/content/programs')),
);

type Facts = typeof import('@pv/shared/content/facts');
type Programs = typeof import('@pv/shared/content/programs');

it('takes every figure on the about page from the shared facts and program data', () => {
  renderPage(<AboutPage />, { path: '/about' });
  const real = jest.requireActual<Facts>('@pv/shared/content/facts').facts;
  const { facts } = jest.requireMock<Facts>('@pv/shared/content/facts');
  const { breakthroughFacts } = jest.requireMock<Programs>('@pv/shared/content/programs');
  expectFiguresFromData(
    document.body.textContent ?? '',
    [...figuresIn(real), '10-week'],
    [
      facts.alumniFunding,
      facts.investorNetwork,
      facts.communityMembers,
      facts.continents,
      facts.mentors,
      facts.ownershipKept,
      String(facts.founded),
      `${breakthroughFacts.weeks}-week`,
    ],
  );
});
