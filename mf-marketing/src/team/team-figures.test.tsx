// The expert network figure comes from the shared facts, never from the page's words.
import { renderPage } from '@pv/shared/testing/render-page';
import { expectFiguresFromData, figuresIn } from '../testing/other-figures';
import { TeamPage } from './team-page';
import { teamMetaFor } from './team-page-definition';

jest.mock('@pv/shared/content/facts', () =>
  jest.requireActual('../testing/other-figures').withOtherDigits(jest.requireActual('@pv/shared/content/facts')),
);

type Facts = typeof import('@pv/shared/content/facts');

it('takes every figure on the team page from the shared facts', () => {
  renderPage(<TeamPage />, { path: '/team' });
  const real = jest.requireActual<Facts>('@pv/shared/content/facts').facts;
  const { facts } = jest.requireMock<Facts>('@pv/shared/content/facts');
  expectFiguresFromData(document.body.textContent ?? '', figuresIn(real), [`${facts.expertNetwork} experts in our network`]);
});

it('names the expert network figure from the facts in its description too', () => {
  const { facts } = jest.requireMock<Facts>('@pv/shared/content/facts');
  const meta = teamMetaFor({ config: jest.requireActual('@pv/shared/testing/test-config').testConfig } as Parameters<
    typeof teamMetaFor
  >[0]);
  expect(meta.description).toContain(facts.expertNetwork);
  expect(meta.title).toBe('Our Team');
});
