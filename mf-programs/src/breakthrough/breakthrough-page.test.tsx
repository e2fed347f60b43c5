import { screen, within } from '@testing-library/react';
import { breakthroughFacts, programs } from '@pv/shared/content/programs';
import { headingTexts } from '@pv/shared/testing/page-queries';
import { testConfig } from '@pv/shared/testing/test-config';
import { renderProgramPage } from '../testing/render-program-page';
import { blockWeeks } from './curriculum';

const program = programs.breakthrough;

describe('/programs/breakthrough', () => {
  it('shows the hero, outcomes, curriculum, facts, what is included and the fit lists, in that order', () => {
    const { container } = renderProgramPage('breakthrough');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(program.title);
    expect(headingTexts(container, 2)).toEqual([
      'What you leave with',
      'The 10-week curriculum',
      'Breakthrough at a glance',
      'What is included',
      'Is Breakthrough right for you?',
      'Apply for the next cohort',
    ]);
  });

  it('lays the curriculum out as five two-week blocks with their exact names', () => {
    renderProgramPage('breakthrough');
    const curriculum = screen.getByRole('region', { name: 'The 10-week curriculum' });
    const blocks = within(curriculum)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(blocks.map((block) => within(block).getByRole('heading').textContent)).toEqual([
      'Foundation & Assessment',
      'Product & Positioning',
      'Go-to-Market',
      'Investor Readiness',
      'Launch & Scale',
    ]);
    expect(blocks.map((block) => block.firstElementChild?.textContent)).toEqual([
      'Weeks 1-2',
      'Weeks 3-4',
      'Weeks 5-6',
      'Weeks 7-8',
      'Weeks 9-10',
    ]);
  });

  it('shares the weeks equally between the blocks', () => {
    expect(blockWeeks(0, 10, 5)).toEqual([1, 2]);
    expect(blockWeeks(4, 10, 5)).toEqual([9, 10]);
    expect(blockWeeks(1, 12, 3)).toEqual([5, 8]);
  });

  it('states the facts from the program data', () => {
    renderProgramPage('breakthrough');
    const facts = screen.getByRole('region', { name: 'Breakthrough at a glance' });
    const pairs = within(facts)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Price', '$2,500 for 10 weeks'],
      ['Payment', breakthroughFacts.payment],
      ['Cohort', breakthroughFacts.cohortSize],
      ['Mentoring', breakthroughFacts.mentorSessions],
      ['Time commitment', '10-15 hrs/week'],
      ['Equity', 'None taken'],
    ]);
  });

  it('lists who it fits and who it does not', () => {
    renderProgramPage('breakthrough');
    const fit = screen.getByRole('region', { name: 'Is Breakthrough right for you?' });
    expect(
      within(fit)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Breakthrough fits you if', 'It is not the right fit if']);
    expect(within(fit).getAllByRole('list')).toHaveLength(2);
  });

  it('links to the external assessment, the external booking page and /programs', () => {
    renderProgramPage('breakthrough');
    const band = screen.getByRole('region', { name: 'Apply for the next cohort' });
    const links = within(band).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href')?.split('?')[0])).toEqual([
      testConfig.urls.booking,
      `${testConfig.urls.assessment}/`,
      '/programs',
    ]);
  });
});
