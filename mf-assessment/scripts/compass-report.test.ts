/** @jest-environment node */
import { compassReport } from './compass-report';

const row = (persona: string, answers: string) => ({ persona, answers: answers.split(' ') });

describe('the assessment report', () => {
  it('prints the finishes, the e-mail requests, the personas and every answer of every question, with shares', () => {
    const text = compassReport({
      from: '2026-11-01',
      to: '2026-11-30',
      emailRequests: 1,
      finished: [
        row('dedicated-builder', 'building market fulltime community some'),
        row('dedicated-builder', 'building product fulltime intensive first'),
        row('growth-seeker', 'launched funding parttime mentorship serial'),
        row('ambitious-entrepreneur', 'scaling growth evenings resources corporate'),
      ],
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Compass assessment, 2026-11-01 to 2026-11-30 (UTC, both days included)');
    expect(text).toContain('Founders who finished: 4\nAsked for their results by e-mail: 1 (25% of finishes)');
    const figures = (label: string) =>
      lines
        .find((line) => line.trimStart().startsWith(`${label} `))
        ?.trim()
        .split(/\s{2,}/)
        .slice(1);
    expect(figures('Dedicated Builder')).toEqual(['2', '50%']);
    expect(figures('Aspiring Innovator')).toEqual(['0', '0%']);
    expect(figures('Building the first version')).toEqual(['2', '50%']);
    expect(figures('Full-time')).toEqual(['2', '50%']);
    expect(figures('I come from a corporate role')).toEqual(['1', '25%']);
    for (const heading of ['Stage: ', 'Challenge: ', 'Time: ', 'Support: ', 'Experience: ']) expect(text).toContain(`\n${heading}`);
    // 4 personas and 5 questions of 4 options, each a line of figures.
    expect(lines.filter((line) => /\s\d+\s+(\d+%|-)$/.test(line))).toHaveLength(4 + 5 * 4);
  });

  it('prints zeros without shares for a range with nothing in it', () => {
    const text = compassReport({ from: '2001-01-01', to: '2001-01-31', emailRequests: 0, finished: [] });
    expect(text).toContain('Founders who finished: 0\nAsked for their results by e-mail: 0\n');
    expect(text).toMatch(/Growth Seeker\s+0\s+-/);
  });
});
