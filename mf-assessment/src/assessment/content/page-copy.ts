// The words around the questions: page head, introduction, navigation and announcements.
import type { PageMeta } from '@pv/shared/meta/page-meta';
import { QUESTION_COUNT } from '../model';

export const assessmentMeta: PageMeta = {
  title: 'Compass Assessment: Chart Your Course',
  description: `Answer ${QUESTION_COUNT} quick questions about your startup’s stage, biggest challenge, time and experience, and get a founder profile with the programs and next steps that fit. Free, instant, no sign-up.`,
};

export const introCopy = {
  eyebrow: 'Compass assessment',
  heading: 'Chart your course',
  lead: `${QUESTION_COUNT} questions about your startup, your time and the help you want. You’ll get a founder profile and the next steps that fit it, on a page of their own to keep and share.`,
  highlights: [`${QUESTION_COUNT} questions`, 'About 2 minutes', 'Free, no sign-up', 'No personal data asked'],
} as const;

export const navigationCopy = {
  formLabel: 'Founder assessment',
  previous: 'Previous',
  next: 'Next',
  getResults: 'Get Results',
  chooseToContinue: 'Choose an answer to continue.',
  startOver: 'Start over',
} as const;

/** Back on the assessment after finishing it in this session. */
export const finishedCopy = {
  heading: (personaName: string) => `Your result: ${personaName}`,
  lead: 'You finished the assessment earlier in this visit. Your results are on their own page.',
  seeResults: 'See my results',
  reviewAnswers: 'Review my answers',
  startOver: 'Start over',
} as const;

export const progressCopy = {
  position: (questionNumber: number, total: number) => `Question ${questionNumber} of ${total}`,
  percent: (percent: number) => `${percent}% complete`,
  barLabel: 'Assessment progress',
  resultsReady: (personaName: string) => `Your results are ready: ${personaName}.`,
} as const;
