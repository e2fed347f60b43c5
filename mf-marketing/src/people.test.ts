/**
 * @jest-environment node
 */
// One person, one role on the whole site (docs/content.md, "People"): a name on the team page is
// not also a founder in a success story, a mentor is not also a blog author, and so on. The blog's
// authors are read from the posts' files, not imported: mf-blog is another remote.
import fs from 'node:fs';
import path from 'node:path';
import { mentors, successStories } from './community/community-content';
import { testimonials } from './home/testimonials';
import { advisors, experts, leadership } from './team/team-content';

type People = Readonly<Record<string, readonly string[]>>;

/** Every name that appears under more than one role, with its roles. */
function peopleInSeveralRoles(people: People): string[] {
  const roles = new Map<string, Set<string>>();
  for (const [role, names] of Object.entries(people)) for (const name of names) roles.set(name, (roles.get(name) ?? new Set()).add(role));
  return [...roles].filter(([, of]) => of.size > 1).map(([name, of]) => `${name}: ${[...of].join(', ')}`);
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The blog's authors: the `author:` line of each post, written as Markdown in mf-blog/content. */
function blogAuthors(): string[] {
  const folder = path.join(repoRoot, 'mf-blog/content');
  const posts = fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(folder, file));
  return [...new Set(posts.flatMap((file) => /^author:\s*["']?(.+?)["']?\s*$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? []))];
}

const sitePeople: People = {
  'leadership team': leadership.map((person) => person.name),
  'strategic advisor': advisors.map((person) => person.name),
  'expert contributor': experts.map((person) => person.name),
  mentor: mentors.map((person) => person.name),
  'founder in a success story': successStories.flatMap((story) => story.founder.split(/,\s*|\s+and\s+/)),
  'founder quoted on the home page': testimonials.map((person) => person.name),
  'blog author': blogAuthors(),
};

it('finds the blog authors where the posts are written', () => {
  expect(sitePeople['blog author']?.length).toBeGreaterThanOrEqual(3);
});

it('gives each person one role on the whole site', () => {
  expect(peopleInSeveralRoles(sitePeople)).toEqual([]);
});

it('names each person once within a role', () => {
  for (const [role, names] of Object.entries(sitePeople))
    expect({ role, twice: names.filter((name, i) => names.indexOf(name) !== i) }).toEqual({ role, twice: [] });
});

it('tells a person in two roles, and which', () => {
  expect(peopleInSeveralRoles({ advisor: ['Ada Byron', 'Sam Ode'], founder: ['Sam Ode'], author: ['Ada Byron', 'Lee Park'] })).toEqual([
    'Ada Byron: advisor, author',
    'Sam Ode: advisor, founder',
  ]);
});
