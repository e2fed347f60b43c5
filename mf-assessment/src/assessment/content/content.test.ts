// The content data against docs/behaviour.md ("Assessment") and docs/content.md: ids, complete copy, links that resolve.
import { resolveLink } from '@pv/shared/contract/routes';
import { questions } from './questions';
import { nextSteps, personas } from './results';

describe('assessment content', () => {
  it('has five questions with ids 0-4 and the option ids of docs/behaviour.md', () => {
    expect(questions.map((q) => [q.id, q.options.map((o) => o.id)])).toEqual([
      [0, ['idea', 'building', 'launched', 'scaling']],
      [1, ['product', 'market', 'funding', 'growth']],
      [2, ['fulltime', 'parttime', 'evenings', 'flexible']],
      [3, ['intensive', 'community', 'mentorship', 'resources']],
      [4, ['first', 'some', 'serial', 'corporate']],
    ]);
  });

  it('gives every question a title and subtitle, and every option a label and description', () => {
    for (const question of questions) {
      expect(question.title).toMatch(/\?$/);
      expect(question.subtitle.length).toBeGreaterThan(20);
      for (const option of question.options) {
        expect(option.label.trim()).not.toBe('');
        expect(option.description.length).toBeGreaterThan(20);
      }
      expect(new Set(question.options.map((o) => o.label)).size).toBe(4);
    }
  });

  it('names the four personas of docs/behaviour.md', () => {
    expect(Object.values(personas).map((p) => p.name)).toEqual([
      'Aspiring Innovator',
      'Dedicated Builder',
      'Growth Seeker',
      'Ambitious Entrepreneur',
    ]);
  });

  it('links only to paths of the route table: a route (live or planned) or a redirect', () => {
    const links = [...Object.values(personas).flatMap((p) => p.recommendations.map((r) => r.link)), ...nextSteps.map((s) => s.link)];
    const unresolved = links.filter((link) => !['route', 'redirect'].includes(resolveLink(link)?.kind ?? 'nothing'));
    expect(unresolved).toEqual([]);
  });

  it('ends every result with next steps to programs (/register) and events', () => {
    expect(nextSteps.map((s) => s.link)).toEqual(['/programs', '/events']);
  });
});
