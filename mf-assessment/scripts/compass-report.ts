// What `npm run assessment:report` prints for a date range: how many founders finished, the persona
// distribution, the answer distribution per question, and how many asked for their results by
// e-mail (docs/decisions/0011-assessment-results-and-progress.md). Counting and wording only; the
// rows come from assessment-report.ts. Node loads this module after allowSourceImports().
import { questions } from '../src/assessment/content/questions.ts';
import { personas } from '../src/assessment/content/results.ts';

export interface FinishedRow {
  persona: string;
  answers: readonly string[];
}

export interface ReportInput {
  /** First and last day of the range, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  finished: readonly FinishedRow[];
  emailRequests: number;
}

const percent = (n: number, total: number) => (total === 0 ? '-' : `${Math.round((n / total) * 100)}%`);

function table(rows: readonly (readonly [string, number])[], total: number, indent = '  '): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, n]) => `${indent}${label.padEnd(width)}  ${String(n).padStart(5)}  ${percent(n, total).padStart(4)}`);
}

const countBy = (values: readonly string[]) =>
  values.reduce((counts, value) => counts.set(value, (counts.get(value) ?? 0) + 1), new Map<string, number>());

export function compassReport({ from, to, finished, emailRequests }: ReportInput): string {
  const total = finished.length;
  const personaCounts = countBy(finished.map((row) => row.persona));
  const lines = [
    `Compass assessment, ${from} to ${to} (UTC, both days included)`,
    '',
    `Founders who finished: ${total}`,
    `Asked for their results by e-mail: ${emailRequests}${total ? ` (${percent(emailRequests, total)} of finishes)` : ''}`,
    '',
    'Personas',
    ...table(
      Object.values(personas).map((persona) => [persona.name, personaCounts.get(persona.id) ?? 0] as const),
      total,
    ),
  ];
  for (const question of questions) {
    const answerCounts = countBy(finished.map((row) => row.answers[question.id] ?? ''));
    lines.push(
      '',
      `${question.topic}: ${question.title}`,
      ...table(
        question.options.map((option) => [option.label, answerCounts.get(option.id) ?? 0] as const),
        total,
      ),
    );
  }
  const unknown = total - Object.values(personas).reduce((sum, persona) => sum + (personaCounts.get(persona.id) ?? 0), 0);
  if (unknown > 0) lines.push('', `Rows with a persona this version does not know: ${unknown}`);
  return `${lines.join('\n')}\n`;
}
