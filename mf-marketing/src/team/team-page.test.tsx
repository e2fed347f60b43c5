import { screen, within } from '@testing-library/react';
import { renderPage } from '@pv/shared/testing/render-page';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { advisors, expertDisciplines, experts, expertsByDiscipline, leadership, values } from './team-content';
import { TeamPage } from './team-page';

function renderTeam() {
  return renderPage(<TeamPage />, { path: '/team' });
}

/** The cards of a list, without the lists inside them. */
const cardsOf = (list: string) => Array.from(screen.getByRole('list', { name: list }).children) as HTMLElement[];

describe('the team people', () => {
  it('are 2 leaders, 5 advisors and entrepreneurs in residence, and 25 to 30 expert contributors', () => {
    expect(leadership).toHaveLength(2);
    expect(advisors).toHaveLength(5);
    expect(experts.length).toBeGreaterThanOrEqual(25);
    expect(experts.length).toBeLessThanOrEqual(30);
  });

  it('are all sample people, each named once', () => {
    const people = [...leadership, ...advisors, ...experts];
    expect(people.every((person) => person.sample === true)).toBe(true);
    expect(new Set(people.map((person) => person.name)).size).toBe(people.length);
  });

  it('list the experts under six disciplines, each sorted by family name, every expert once', () => {
    const groups = expertsByDiscipline();
    expect(groups.map((group) => group.discipline)).toEqual([...expertDisciplines]);
    expect(groups.flatMap((group) => group.people)).toHaveLength(experts.length);
    for (const { people } of groups) {
      const familyNames = people.map((person) => person.name.split(' ').at(-1) ?? '');
      expect(familyNames).toEqual(familyNames.toSorted((a, b) => a.localeCompare(b, 'en')));
      // Four to six to a discipline: no discipline of one, none that dwarfs the others.
      expect(people.length).toBeGreaterThanOrEqual(4);
      expect(people.length).toBeLessThanOrEqual(6);
    }
  });

  it('sorts a discipline by family name whatever the order of the data', () => {
    const shuffled = [...experts].reverse();
    expect(expertsByDiscipline(shuffled)).toEqual(expertsByDiscipline());
  });

  it('hold the four values, in order', () => {
    expect(values.map((value) => value.title)).toEqual([
      'Founder-First',
      'Practical Excellence',
      'Authentic Support',
      'Continuous Learning',
    ]);
  });
});

describe('the team page', () => {
  it('has one h1 and its sections in order', () => {
    renderTeam();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['The people in your corner']);
    expect(headingTexts(document.body, 2)).toEqual([
      'Leadership team',
      'Strategic advisors and entrepreneurs in residence',
      '50+ experts in our network',
      'What we hold ourselves to',
      'Help founders climb',
    ]);
  });

  it('shows each leader with role, bio, picture, profile link and an e-mail at the configured domain', () => {
    renderTeam();
    const cards = cardsOf('Leadership team');
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => within(card).getByRole('link', { name: /@/ }).getAttribute('href'))).toEqual([
      `mailto:eleanor@${testConfig.emails.leaderDomain}`,
      `mailto:david@${testConfig.emails.leaderDomain}`,
    ]);
    for (const [i, card] of cards.entries()) {
      const leader = leadership[i];
      expect(card).toHaveTextContent(leader?.role ?? '');
      expect(card).toHaveTextContent(leader?.bio ?? '');
      expect(card.querySelector('svg[data-portrait]')).toHaveAttribute('height', '112');
      const profile = within(card).getByRole('link', { name: `Professional profile of ${leader?.name} (opens in a new tab)` });
      expect(profile).toHaveAttribute('href', leader?.profile);
      expect(profile).toHaveAttribute('target', '_blank');
      expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the advisors with their profile links, and no e-mail', () => {
    renderTeam();
    const cards = cardsOf('Strategic advisors and entrepreneurs in residence');
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: /^Professional profile of/ })).toHaveAttribute('target', '_blank');
      expect(within(card).queryByRole('link', { name: /@/ })).toBeNull();
    }
  });

  it('shows every expert contributor under their discipline, with their expertise and a picture of fixed size', () => {
    const { container } = renderTeam();
    const section = container.querySelector('#experts') as HTMLElement;
    expect(headingTexts(section, 3)).toEqual([...expertDisciplines]);
    for (const { discipline, people } of expertsByDiscipline()) {
      const cards = cardsOf(discipline);
      expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual(
        people.map((person) => `${person.name}${person.expertise}`),
      );
      for (const card of cards) expect(card.querySelector('svg[data-portrait]')).toHaveAttribute('width', '48');
    }
    expect(within(section).getAllByRole('listitem')).toHaveLength(experts.length);
  });

  it('shows the four values', () => {
    renderTeam();
    expect(cardsOf('Our values').map((card) => within(card).getByRole('heading').textContent)).toEqual(values.map((value) => value.title));
  });

  it('shows no default configuration value', () => {
    renderTeam();
    expectNoDefaultConfigValues(document.body);
  });
});
