// The assessment page rendered as the shell renders it (the shared test renderer), and the steps
// its tests take.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderPage, type RenderPageOptions } from '@pv/shared/testing/render-page';
import { AssessmentPage } from '../assessment/components/assessment-page';
import { ResultsPage } from '../assessment/components/results-page';
import { questions } from '../assessment/content/questions';

export const renderAssessment = (path = '/chart-my-course', options: Omit<RenderPageOptions, 'path'> = {}) =>
  renderPage(<AssessmentPage />, { ...options, path });

export const nextButton = () => screen.getByRole('button', { name: /^(Next|Get Results)$/ });
export const previousButton = () => screen.getByRole('button', { name: 'Previous' });

/**
 * The radio of an option, found by its visible label (by label rather than by role: a role query
 * computes the styles of every element of the page, five questions' worth, at each step).
 */
export function radioFor(questionId: number, optionId: string) {
  const label = questions[questionId]?.options.find((option) => option.id === optionId)?.label;
  if (!label) throw new Error(`No option "${optionId}" in question ${questionId}`);
  return screen.getByLabelText<HTMLInputElement>(label, { selector: 'input[type="radio"]' });
}

/** Answers from the first question on, by option id, pressing Next (or Get Results) after each. */
export async function answerAll(user: ReturnType<typeof userEvent.setup>, optionIds: readonly string[]) {
  for (const [questionId, optionId] of optionIds.entries()) {
    await user.click(radioFor(questionId, optionId));
    await user.click(nextButton());
  }
}

/** The results page of an answer code. */
export const renderResults = (code: string) => renderPage(<ResultsPage />, { path: `/chart-my-course/results?a=${code}` });
