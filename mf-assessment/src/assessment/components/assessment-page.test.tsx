import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { answerAll, nextButton, previousButton, radioFor, renderAssessment, renderResults } from '../../testing/render-assessment';
import { currentUrl } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import type { CompleteAnswers } from '../model';
import { encodeAnswers } from '../logic/answer-code';
import { PROGRESS_KEY } from '../logic/saved-progress';
import AssessmentTool from './assessment-tool';
import ResultsActions from './results-actions';

const beacon = jest.fn((_path: string, _body?: BodyInit | null) => true);

beforeEach(() => {
  window.dataLayer = [];
  window.sessionStorage.clear();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

const codeOf = (answers: readonly string[]) => encodeAnswers(Object.fromEntries(answers.entries()) as unknown as CompleteAnswers);

const progressbar = () => screen.getByRole('progressbar');
const questionHeading = () => screen.getByRole('heading', { level: 2 });
const liveRegion = () => screen.getByRole('status');
/** The visible "Question n of 5" (the live region repeats it for screen readers). */
const visiblePosition = (n: number) => within(screen.getByRole('form', { name: 'Founder assessment' })).getByText(`Question ${n} of 5`);

/** The recommendation cards on the results: title, type and priority badges, link text and target, the booking link. */
function recommendationCards() {
  const section = screen.getByRole('region', { name: 'Recommended for you' });
  return within(section)
    .getAllByRole('article')
    .map((card) => {
      const [link, booking] = within(card).getAllByRole('link');
      return {
        title: within(card).getByRole('heading', { level: 3 }).textContent,
        badges: card.querySelector('p')?.textContent,
        action: link?.textContent,
        href: link?.getAttribute('href'),
        booking: booking?.getAttribute('href'),
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
    expect(screen.getByText('Choose an answer to continue.')).not.toBeVisible();
    expect(nextButton()).not.toHaveAttribute('aria-describedby');
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
    expect(currentUrl()).toBe(`/chart-my-course/results?a=${codeOf(['building', 'product', 'fulltime', 'intensive', 'first'])}`);
  });

  it('moves to the results URL on Get Results, and counts the finish with the answer code only', async () => {
    const { user } = renderAssessment('/programs/compass');
    await answerAll(user, ['launched', 'funding', 'parttime', 'mentorship', 'serial']);
    const code = codeOf(['launched', 'funding', 'parttime', 'mentorship', 'serial']);
    expect(currentUrl()).toBe(`/chart-my-course/results?a=${code}`);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [path, body] = beacon.mock.calls[0] ?? [];
    expect(path).toBe('/chart-my-course/results');
    expect(String(body)).toBe(`a=${code}`);
  });

  it('starts over from a question: no answers, the first question, nothing kept', async () => {
    const { user } = renderAssessment();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    await answerAll(user, ['scaling', 'market']);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(visiblePosition(1)).toBeInTheDocument();
    expect(questionHeading()).toHaveFocus();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(nextButton()).toBeDisabled();
    expect(window.sessionStorage.getItem(PROGRESS_KEY)).toBeNull();
  });
});

describe('progress kept in the session', () => {
  it('continues at question 4 after three answers and a reload, with the answers kept', async () => {
    const first = renderAssessment();
    await answerAll(first.user, ['building', 'market', 'fulltime']);
    first.unmount();

    const { user } = renderAssessment();
    expect(await screen.findByText('Question 4 of 5', { selector: 'span' })).toBeInTheDocument();
    expect(previousButton()).toBeEnabled();
    expect(document.activeElement).toBe(document.body);
    await user.click(previousButton());
    expect(radioFor(2, 'fulltime')).toBeChecked();
  });

  it('offers the results, the answers and a fresh start after finishing earlier in the session', async () => {
    const first = renderAssessment();
    await answerAll(first.user, ['idea', 'funding', 'parttime', 'community', 'first']);
    first.unmount();

    const { user } = renderAssessment();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your result: Aspiring Innovator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my results' })).toHaveAttribute(
      'href',
      `/chart-my-course/results?a=${codeOf(['idea', 'funding', 'parttime', 'community', 'first'])}`,
    );
    await user.click(screen.getByRole('button', { name: 'Review my answers' }));
    expect(questionHeading()).toHaveTextContent('Where is your startup today?');
    expect(radioFor(0, 'idea')).toBeChecked();
  });

  it('opens the answers of a results link for review at the first question', async () => {
    const code = codeOf(['launched', 'growth', 'evenings', 'resources', 'corporate']);
    renderAssessment(`/chart-my-course?a=${code}`);
    expect(radioFor(0, 'launched')).toBeChecked();
    expect(visiblePosition(1)).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(PROGRESS_KEY) ?? '{}')).toMatchObject({ index: 0, completed: false });
    // Kept in the session from now on, not in the address.
    expect(currentUrl()).toBe('/chart-my-course');
  });

  it('takes up an answer chosen in the server’s HTML before the assessment was hydrated, as if chosen now', () => {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify({ answers: { 0: 'scaling', 1: 'market' }, index: 2, completed: false }));
    renderAssessment('/chart-my-course', {
      beforeHydration: (page) => within(page).getByRole('radio', { name: 'Exploring an idea' }).click(),
    });
    // The session's progress is back, with the answer the visitor changed.
    expect(visiblePosition(3)).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(PROGRESS_KEY) ?? '{}')).toEqual({
      answers: { 0: 'idea', 1: 'market' },
      index: 2,
      completed: false,
    });
  });

  it('enables Next for an answer chosen before the assessment was hydrated', () => {
    renderAssessment('/chart-my-course', {
      beforeHydration: (page) => within(page).getByRole('radio', { name: 'Building the first version' }).click(),
    });
    expect(radioFor(0, 'building')).toBeChecked();
    expect(radioFor(0, 'building').closest('[data-option]')).toHaveAttribute('data-selected');
    expect(nextButton()).toBeEnabled();
  });

  it('continues from the step the form sent without scripts, where the answers stop', async () => {
    const { user } = renderAssessment('/programs/compass?assessment-question-0=idea&assessment-question-1=market&step=4');
    expect(visiblePosition(3)).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(currentUrl()).toBe('/programs/compass');
    await user.click(previousButton());
    expect(radioFor(1, 'market')).toBeChecked();
  });
});

describe('the results page', () => {
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
  ])('shows $persona with its cards, each to its page and the booking page, and the next steps', ({ answers, persona, cards }) => {
    const { container } = renderResults(codeOf(answers));
    expect(screen.getByRole('heading', { level: 1, name: persona })).toBeInTheDocument();
    expect(recommendationCards()).toEqual(cards.map((card) => ({ ...card, booking: testConfig.urls.booking })));
    const nextSteps = within(screen.getByRole('region', { name: 'Next steps' }));
    expect(nextSteps.getByRole('link', { name: /Compare programs/ })).toHaveAttribute('href', '/programs');
    expect(nextSteps.getByRole('link', { name: /See upcoming events/ })).toHaveAttribute('href', '/events');
    expectNoDefaultConfigValues(container);
  });

  it('lists the answers given, and the link to keep', () => {
    const code = codeOf(['launched', 'growth', 'parttime', 'resources', 'corporate']);
    renderResults(code);
    const answers = within(screen.getByRole('region', { name: 'Your answers' }));
    expect(answers.getAllByRole('term').map((term) => term.textContent)).toEqual(['Stage', 'Challenge', 'Time', 'Support', 'Experience']);
    expect(answers.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Launched, with early customers',
      'Growing consistently',
      'Part-time',
      'Tools and templates',
      'I come from a corporate role',
    ]);
    expect(screen.getByRole('textbox', { name: 'Link to these results' })).toHaveValue(
      `${testConfig.origin}/chart-my-course/results?a=${code}`,
    );
    expect(screen.getByRole('link', { name: 'Review my answers' })).toHaveAttribute('href', `/chart-my-course?a=${code}`);
  });

  it.each(['', 'zzzzz', 'nope'])('explains a code that cannot be read (%j) and links to the assessment, with no persona', (code) => {
    renderResults(code);
    expect(screen.getByRole('heading', { level: 1, name: 'We couldn’t read this results link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute('href', '/chart-my-course');
    for (const name of ['Aspiring Innovator', 'Dedicated Builder', 'Growth Seeker', 'Ambitious Entrepreneur'])
      expect(screen.queryByText(name)).not.toBeInTheDocument();
  });

  it('copies the link, and offers the share sheet where the browser has one', async () => {
    const code = codeOf(['scaling', 'growth', 'flexible', 'community', 'some']);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderResults(code);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${testConfig.origin}/chart-my-course/results?a=${code}`);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My Compass result: Ambitious Entrepreneur',
      url: `${testConfig.origin}/chart-my-course/results?a=${code}`,
    });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('starts over from the results: the kept progress is cleared', async () => {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify({ answers: { 0: 'idea' }, index: 1, completed: false }));
    const { user } = renderResults(codeOf(['idea', 'product', 'parttime', 'mentorship', 'first']));
    await user.click(screen.getByRole('link', { name: 'Start over' }));
    expect(window.sessionStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(currentUrl()).toBe('/chart-my-course');
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

  it('records a followed recommendation with its card title, and a next step', async () => {
    const { user } = renderResults(codeOf(['launched', 'funding', 'evenings', 'intensive', 'serial']));
    await user.click(screen.getByRole('link', { name: 'See our partner network' }));
    expect(currentUrl()).toBe('/partnerships');
    expect(window.dataLayer).toEqual([{ event: 'cta_click', category: 'Assessment Recommendation', label: 'Investor Network Access' }]);
  });

  it('records next steps, review and start over', async () => {
    const first = renderResults(codeOf(['scaling', 'growth', 'flexible', 'community', 'some']));
    await first.user.click(screen.getByRole('link', { name: /See upcoming events/ }));
    first.unmount();
    const second = renderResults(codeOf(['scaling', 'growth', 'flexible', 'community', 'some']));
    await second.user.click(screen.getByRole('link', { name: 'Review my answers' }));
    second.unmount();
    const third = renderResults(codeOf(['scaling', 'growth', 'flexible', 'community', 'some']));
    await third.user.click(screen.getByRole('link', { name: 'Start over' }));
    expect(window.dataLayer).toEqual([
      { event: 'cta_click', category: 'Assessment Next Step', label: 'Meet us at an event' },
      { event: 'button_click', category: 'Assessment', label: 'Review Answers' },
      { event: 'button_click', category: 'Assessment', label: 'Start Over' },
    ]);
  });
});

describe('server rendering', () => {
  it('renders the address’s question whatever the session keeps, every question in the form, Next enabled for the form without scripts', () => {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify({ answers: { 0: 'idea', 1: 'market' }, index: 2, completed: false }));
    const island = document.body.appendChild(document.createElement('div'));
    island.innerHTML = renderToString(<AssessmentTool hydrate="load" address="" />);
    const form = within(island).getByRole('form', { name: 'Founder assessment' });
    expect(
      within(form)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Where is your startup today?']);
    expect(form.querySelectorAll('input[type="radio"]')).toHaveLength(20);
    expect(form.querySelectorAll('input:checked')).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(island).queryByRole('button', { name: 'Review my answers' })).not.toBeInTheDocument();
    island.remove();
  });
});

describe('the results’ actions', () => {
  const code = codeOf(['scaling', 'growth', 'flexible', 'community', 'some']);

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('are buttons only once hydrated: the server’s HTML has the link as text alone', () => {
    const island = document.body.appendChild(document.createElement('div'));
    island.innerHTML = renderToString(
      <ResultsActions hydrate="visible" url="https://example.org/r" code={code} personaName="Growth Seeker" />,
    );
    expect(within(island).getByRole('textbox', { name: 'Link to these results' })).toHaveValue('https://example.org/r');
    expect(within(island).queryByRole('button')).not.toBeInTheDocument();
    island.remove();
  });

  it('selects the link and says so when the browser refuses to copy', async () => {
    const { user } = renderResults(code);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Your browser did not let us copy. Select the link above and copy it.')).toBeInTheDocument();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Link to these results' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('offers no share sheet where the browser has none, and Print prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderResults(code);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the visitor closes the share sheet, and when it fails, to copy the link instead', async () => {
    const share = jest.fn().mockRejectedValueOnce(new DOMException('Closed', 'AbortError')).mockRejectedValueOnce(new Error('No sheet'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderResults(code);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const notice = within(screen.getByRole('region', { name: 'Keep these results' })).getByRole('status');
    expect(notice).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(notice).toHaveTextContent('Your browser did not open its share sheet. Copy the link above instead.'));
  });
});
