// No figure, price, elevation or timing is typed into the home page: rendered with every digit of
// the shared data changed, the page shows the changed values and none of the real ones.
import { renderPage } from '@pv/shared/testing/render-page';
import { expectFiguresFromData, figuresIn } from '../testing/other-figures';
import { HomePage } from './home-page';

jest.mock('@pv/shared/content/facts', () =>
  jest.requireActual('../testing/other-figures').withOtherDigits(jest.requireActual('@pv/shared/content/facts')),
);
jest.mock('@pv/shared/content/programs', () =>
  jest.requireActual('../testing/other-figures').withOtherDigits(jest.requireActual('@pv/shared/content/programs')),
);

type Facts = typeof import('@pv/shared/content/facts');
type Programs = typeof import('@pv/shared/content/programs');
const real = {
  facts: jest.requireActual<Facts>('@pv/shared/content/facts'),
  programs: jest.requireActual<Programs>('@pv/shared/content/programs'),
};
const changed = {
  facts: jest.requireMock<Facts>('@pv/shared/content/facts'),
  programs: jest.requireMock<Programs>('@pv/shared/content/programs'),
};

describe('figures on the home page', () => {
  it('come from the shared facts and program data, never from the page’s words', () => {
    renderPage(<HomePage />, { path: '/?path=first-time' });
    const { facts } = changed.facts;
    const { ladder, ladderTimings, breakthroughFacts } = changed.programs;
    expectFiguresFromData(
      document.body.textContent ?? '',
      [...figuresIn(real.facts.facts), ...figuresIn(real.programs.ladder), ...figuresIn(real.programs.ladderTimings)],
      [
        facts.alumniFunding,
        facts.communityMembers,
        facts.ownershipKept,
        facts.investorNetwork,
        facts.fundedFounders,
        facts.mentors,
        facts.countries,
        facts.eventsHosted,
        String(facts.founded),
        facts.freeAssessment.minutes,
        ...ladder.flatMap((program) => [program.elevation, program.price]),
        ...ladderTimings,
        `${breakthroughFacts.weeks}-week`,
        breakthroughFacts.cohortSize,
      ],
    );
  });
});
