// The e-mail a founder asks for on the results page: the persona, the recommendations with their
// pages and the booking page, the next steps and the link back to the results, as plain text and
// as simple HTML (every value escaped). The shell's server hands it to the mail provider.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { ResultsEmail } from '@pv/shared/contract/assessment-results';
import { CODE_FIELD, RESULTS_PATH } from '@pv/shared/contract/assessment-results';
import type { CompleteAnswers } from '../model';
import { recommendFor } from '../logic/persona';
import { encodeAnswers } from '../logic/answer-code';
import { nextSteps, resultsCopy } from './results';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function composeResultsEmail(answers: CompleteAnswers, config: SiteConfig): ResultsEmail {
  const { persona, recommendations } = recommendFor(answers);
  const url = (path: string) => `${config.origin}${path}`;
  const resultsUrl = url(`${RESULTS_PATH}?${CODE_FIELD}=${encodeAnswers(answers)}`);
  const subject = `Your Compass result: ${persona.name}`;
  const text = [
    `Your founder profile: ${persona.name}`,
    '',
    persona.summary,
    '',
    `${resultsCopy.recommendationsHeading}:`,
    ...recommendations.flatMap((r) => ['', `* ${r.title}`, `  ${r.description}`, `  ${r.action}: ${url(r.link)}`]),
    '',
    `${resultsCopy.booking}: ${config.urls.booking}`,
    '',
    `${resultsCopy.nextStepsHeading}:`,
    ...nextSteps.map((step) => `* ${step.title}: ${url(step.link)}`),
    '',
    `Your results, any time: ${resultsUrl}`,
    '',
    `${config.brand}, ${config.emails.support}`,
  ].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<h1>${escapeHtml(`Your founder profile: ${persona.name}`)}</h1>`,
    `<p>${escapeHtml(persona.summary)}</p>`,
    `<h2>${escapeHtml(resultsCopy.recommendationsHeading)}</h2>`,
    ...recommendations.map(
      (r) =>
        `<h3>${escapeHtml(r.title)}</h3><p>${escapeHtml(r.description)}</p><p>${link(url(r.link), r.action)} · ${link(config.urls.booking, resultsCopy.booking)}</p>`,
    ),
    `<h2>${escapeHtml(resultsCopy.nextStepsHeading)}</h2>`,
    `<ul>${nextSteps.map((step) => `<li>${link(url(step.link), step.title)}</li>`).join('')}</ul>`,
    `<p>${link(resultsUrl, 'Your results, any time')}</p>`,
    `<p>${escapeHtml(config.brand)}, ${link(`mailto:${config.emails.support}`, config.emails.support)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
