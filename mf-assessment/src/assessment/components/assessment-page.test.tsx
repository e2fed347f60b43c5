import { act, screen, within } from '@testing-library/react';
import { answerAll, nextButton, previousButton, radioFor, renderAssessment } from '../../testing/render-assessment';
import { currentUrl } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues } from '@pv/shared/testing/test-config';

beforeEach(() => {
  window.dataLayer = [];
});

const progressbar = () => screen.getByRole('progressbar');
const questionHeading = () => screen.getByRole('heading', { level: 2 });
const liveRegion = () => screen.getByRole('status');
/** The visible "Question n of 5" (the live region repeats it for screen readers). */
const visiblePosition = (n: number) => within(screen.getByRole('form', { name: 'Founder assessment' })).getByText(`Question ${n} of 5`);

/** The recommendation cards on the results: title, type and priority badges, link text and target. */
function recommendationCards() {
  const section = screen.getByRole('region', { name: 'Recommended for you' });
  return within(section)
    .getAllByRole('article')
    .map((card) => {
      const link = within(card).getByRole('link');
      return {
        title: within(card).getByRole('heading', { level: 4 }).textContent,
        badges: card.querySelector('p')?.textContent,
        action: link.textContent,
        href: link.getAttribute('href'),
      };
    });
}

describe('assessment navigation', () => {
  it('starts on question 1 with Previous and Next disabled, without moving focus', () => {
    renderAssessment();
    expect(screen.getByRole('heading', { level: 1, name: 'Chart your course' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Where is your startup today?' })).toBeInTheDocument();
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveTextContent('Next');
    expect(document.activeElement).toBe(document.body);
  });

  it('enables Next only once the question is answered', async () => {
    const { user } = renderAssessment();
    expect(screen.getByText('Choose an answer to continue.')).toBeInTheDocument();
    await user.click(radioFor(0, 'launched'));
    expect(nextButton()).toBeEnabled();
    expect(screen.queryByText('Choose an answer to continue.')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeEnabled();
  });

  it('shows Question n of 5 and the percent complete on every step, and Get Results on the last', async () => {
    const { user } = renderAssessment();
    const steps = [
      { percent: 20, choice: 'scaling' },
      { percent: 40, choice: 'growth' },
      { percent: 60, choice: 'parttime' },
      { percent: 80, choice: 'resources' },
      { percent: 100, choice: 'serial' },
    ];
    for (const [index, { percent, choice }] of steps.entries()) {
      expect(visiblePosition(index + 1)).toBeInTheDocument();
      expect(screen.getByText(`${percent}% complete`)).toBeInTheDocument();
      expect(progressbar()).toHaveAttribute('aria-valuenow', String(percent));
      expect(progressbar()).toHaveAttribute('aria-valuetext', `Question ${index + 1} of 5, ${percent}% complete`);
      expect(liveRegion()).toHaveTextContent(`Question ${index + 1} of 5`);
      expect(nextButton()).toHaveTextContent(index === 4 ? 'Get Results' : 'Next');
      await user.click(radioFor(index, choice));
      if (index < 4) await user.click(nextButton());
    }
    expect(screen.getByRole('button', { name: 'Get Results' })).toBeEnabled();
  });

  it('keeps answers when going back, and moves focus to the new question heading', async () => {
    const { user } = renderAssessment();
    await user.click(radioFor(0, 'building'));
    await user.click(nextButton());
    expect(questionHeading()).toHaveTextContent('What’s holding you back most?');
    expect(questionHeading()).toHaveFocus();
    await user.click(previousButton());
    expect(questionHeading()).toHaveTextContent('Where is your startup today?');
    expect(questionHeading()).toHaveFocus();
    expect(radioFor(0, 'building')).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('selects options with the arrow keys as a native radio group', async () => {
    const { user } = renderAssessment();
    await user.tab();
    expect(radioFor(0, 'idea')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radioFor(0, 'building')).toBeChecked();
    expect(radioFor(0, 'building')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radioFor(0, 'launched')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radioFor(0, 'building')).toBeChecked();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(nextButton()).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(visiblePosition(2)).toBeInTheDocument();
  });

  it('describes each option and the question to assistive technology', () => {
    renderAssessment();
    expect(radioFor(0, 'idea')).toHaveAccessibleDescription(
      'You have a problem you want to solve and are talking to people about it. Nothing is built yet.',
    );
    expect(screen.getByRole('group')).toHaveAccessibleDescription(/matches the work you’re doing this month/);
  });

  it('uses a changed answer for the result after going back', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['idea', 'product', 'fulltime', 'intensive']);
    await user.click(radioFor(4, 'first'));
    for (let i = 0; i < 4; i += 1) await user.click(previousButton());
    await user.click(radioFor(0, 'building'));
    for (let i = 0; i < 4; i += 1) await user.click(nextButton());
    expect(nextButton()).toHaveTextContent('Get Results');
    await user.click(nextButton());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Dedicated Builder');
  });

  it('reviews answers from the results and gets a new result for a changed answer', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['idea', 'funding', 'parttime', 'community', 'first']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Aspiring Innovator');
    await user.click(screen.getByRole('button', { name: 'Review my answers' }));
    expect(questionHeading()).toHaveTextContent('Where is your startup today?');
    expect(questionHeading()).toHaveFocus();
    expect(radioFor(0, 'idea')).toBeChecked();
    await user.click(radioFor(0, 'launched'));
    for (let i = 0; i < 5; i += 1) await user.click(nextButton());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Growth Seeker');
  });

  it('starts over from the results with no answers', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['scaling', 'market', 'evenings', 'resources', 'serial']);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(visiblePosition(1)).toBeInTheDocument();
    expect(questionHeading()).toHaveFocus();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(nextButton()).toBeDisabled();
  });
});

describe('assessment results', () => {
  it.each([
    {
      answers: ['idea', 'market', 'evenings', 'community', 'first'],
      persona: 'Aspiring Innovator',
      cards: [
        { title: 'Join the Oasis Program', badges: 'ProgramTop priority', action: 'Explore Oasis', href: '/community' },
        { title: 'Idea Validation Workshop', badges: 'ResourceAlso recommended', action: 'Find the next workshop', href: '/events' },
      ],
    },
    {
      answers: ['building', 'product', 'fulltime', 'intensive', 'serial'],
      persona: 'Dedicated Builder',
      cards: [
        {
          title: 'Breakthrough Accelerator',
          badges: 'ProgramTop priority',
          action: 'See the Breakthrough program',
          href: '/programs/breakthrough',
        },
        { title: 'Weekly Pitch Practice', badges: 'CommunityAlso recommended', action: 'See pitch practice dates', href: '/events' },
      ],
    },
    {
      answers: ['launched', 'funding', 'flexible', 'mentorship', 'corporate'],
      persona: 'Growth Seeker',
      cards: [
        { title: 'Strategic Consulting with Engine', badges: 'ProgramTop priority', action: 'Explore Engine', href: '/programs/engine' },
        { title: 'Investor Network Access', badges: 'NetworkTop priority', action: 'See our partner network', href: '/partnerships' },
      ],
    },
    {
      // Idea stage but not a first-time founder: no rule matches.
      answers: ['idea', 'product', 'fulltime', 'intensive', 'some'],
      persona: 'Ambitious Entrepreneur',
      cards: [
        { title: 'Join the Oasis Community', badges: 'CommunityTop priority', action: 'Explore the community', href: '/community' },
        { title: 'Mentor Matching', badges: 'MentorshipAlso recommended', action: 'See how mentoring works', href: '/mentors' },
      ],
    },
  ])('shows $persona with its cards and the next steps', async ({ answers, persona, cards }) => {
    const { user, container } = renderAssessment();
    await answerAll(user, answers);
    const heading = screen.getByRole('heading', { level: 2, name: persona });
    expect(heading).toHaveFocus();
    expect(liveRegion()).toHaveTextContent(`Your results are ready: ${persona}.`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(recommendationCards()).toEqual(cards);
    const nextSteps = within(screen.getByRole('region', { name: 'Next steps' }));
    expect(nextSteps.getByRole('link', { name: /Compare programs/ })).toHaveAttribute('href', '/programs');
    expect(nextSteps.getByRole('link', { name: /See upcoming events/ })).toHaveAttribute('href', '/events');
    expectNoDefaultConfigValues(container);
  });

  it('lists the answers given', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['launched', 'growth', 'parttime', 'resources', 'corporate']);
    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(answers.getAllByRole('term').map((term) => term.textContent)).toEqual(['Stage', 'Challenge', 'Time', 'Support', 'Experience']);
    expect(answers.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Launched, with early customers',
      'Growing consistently',
      'Part-time',
      'Tools and templates',
      'I come from a corporate role',
    ]);
  });
});

describe('assessment analytics', () => {
  it('records the result when Get Results is pressed, and nothing before', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['building', 'market', 'fulltime', 'community']);
    await user.click(radioFor(4, 'first'));
    expect(window.dataLayer).toEqual([]);
    await user.click(nextButton());
    expect(window.dataLayer).toEqual([{ event: 'button_click', category: 'Assessment', label: 'Get Results - Dedicated Builder' }]);
  });

  it('records a followed recommendation with its card title, and navigates to its page', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['launched', 'funding', 'evenings', 'intensive', 'serial']);
    await user.click(screen.getByRole('link', { name: 'See our partner network' }));
    expect(window.dataLayer).toEqual([
      { event: 'button_click', category: 'Assessment', label: 'Get Results - Growth Seeker' },
      { event: 'cta_click', category: 'Assessment Recommendation', label: 'Investor Network Access' },
    ]);
    expect(currentUrl()).toBe('/partnerships');
  });

  it('records next steps, review and start over', async () => {
    const { user } = renderAssessment();
    await answerAll(user, ['scaling', 'growth', 'flexible', 'community', 'some']);
    await user.click(screen.getByRole('button', { name: 'Review my answers' }));
    for (let i = 0; i < 5; i += 1) await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await answerAll(user, ['idea', 'product', 'parttime', 'mentorship', 'first']);
    await user.click(screen.getByRole('link', { name: /See upcoming events/ }));
    expect(window.dataLayer).toEqual([
      { event: 'button_click', category: 'Assessment', label: 'Get Results - Ambitious Entrepreneur' },
      { event: 'button_click', category: 'Assessment', label: 'Review Answers' },
      { event: 'button_click', category: 'Assessment', label: 'Get Results - Ambitious Entrepreneur' },
      { event: 'button_click', category: 'Assessment', label: 'Start Over' },
      { event: 'button_click', category: 'Assessment', label: 'Get Results - Aspiring Innovator' },
      { event: 'cta_click', category: 'Assessment Next Step', label: 'Meet us at an event' },
    ]);
  });
});

describe('server rendering', () => {
  it('hydrates the server HTML without a mismatch', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { MemoryRouter } = await import('react-router-dom');
    const { AssessmentPage } = await import('./assessment-page');
    const ui = (
      <MemoryRouter initialEntries={['/programs/compass']}>
        <AssessmentPage />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    container.remove();
  });
});
