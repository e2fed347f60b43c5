// Renders the assessment page the way the shell does (inside a router that is the registered
// location source), with a catch-all route that shows where a followed link went.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { registerLocationSource } from '@pv/shared/navigation/site-location';
import { routerLocationSource } from '@pv/shared/navigation/router-location-source';
import { AssessmentPage } from '../assessment/components/assessment-page';
import { questions } from '../assessment/content/questions';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

export function renderAssessment(path = '/chart-my-course') {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path, element: <AssessmentPage /> },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [path] },
  );
  registerLocationSource(routerLocationSource(router));
  const view = render(<RouterProvider router={router} />);
  return { user, ...view };
}

export const nextButton = () => screen.getByRole('button', { name: /^(Next|Get Results)$/ });
export const previousButton = () => screen.getByRole('button', { name: 'Previous' });

/** The radio of an option of the question on screen, found by its visible label. */
export function radioFor(questionId: number, optionId: string) {
  const label = questions[questionId]?.options.find((option) => option.id === optionId)?.label;
  if (!label) throw new Error(`No option "${optionId}" in question ${questionId}`);
  return screen.getByRole('radio', { name: label });
}

/** Answers from the first question on, by option id, pressing Next (or Get Results) after each. */
export async function answerAll(user: ReturnType<typeof userEvent.setup>, optionIds: readonly string[]) {
  for (const [questionId, optionId] of optionIds.entries()) {
    await user.click(radioFor(questionId, optionId));
    await user.click(nextButton());
  }
}
