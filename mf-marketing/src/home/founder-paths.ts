// The three starting points of "Find Your Founder Path" and what each is recommended. Programs,
// their names and pages come from the shared program data; figures from the shared facts.
import { facts } from '@pv/shared/content/facts';
import { breakthroughFacts, programs, type ProgramId } from '@pv/shared/content/programs';

export type PathId = 'first-time' | 'serial' | 'exploring';

export type PathIcon = 'spark' | 'repeat' | 'lens';

/** A path option (docs/behaviour.md, "Home"), as plain data the selector island receives. */
export interface PathOption {
  id: PathId;
  title: string;
  description: string;
  icon: PathIcon;
  benefits: readonly string[];
  /** The program this path leads to, by name. */
  recommendedPath: string;
  startingPoint: string;
  urgency: string;
  /** The recommended program's page. */
  program: { name: string; href: string };
}

const recommend = (id: ProgramId) => ({
  recommendedPath: programs[id].title,
  program: { name: programs[id].name, href: programs[id].link },
});

const assessment = `the free Compass assessment (${facts.freeAssessment.minutes}, ${facts.freeAssessment.promise})`;

export const founderPaths: readonly PathOption[] = [
  {
    id: 'first-time',
    title: 'First-Time Founder',
    description: 'Your first company. You want to skip the expensive mistakes everyone warns you about.',
    icon: 'spark',
    benefits: [
      `A ${breakthroughFacts.weeks}-week roadmap instead of guesswork`,
      `${breakthroughFacts.mentorSessions} with founders who have done it`,
      `A cohort of ${breakthroughFacts.cohortSize} at the same stage as you`,
    ],
    ...recommend('breakthrough'),
    startingPoint: `Take ${assessment} to see which parts of your plan need work first.`,
    urgency: 'Cohorts are kept small on purpose. Take the assessment this week so your results are ready when places open.',
  },
  {
    id: 'serial',
    title: 'Serial Founder',
    description: 'You have built before. You want senior operators to pressure-test decisions and shorten the road to your next round.',
    icon: 'repeat',
    benefits: [
      'Advisors who have scaled and sold companies, not career consultants',
      'Bi-weekly sprints on the milestone that moves your raise',
      'Hands-on delivery of one milestone when advice is not enough',
    ],
    ...recommend('engine'),
    startingPoint: `Benchmark this venture with ${assessment}, then book a call about Engine.`,
    urgency: 'Investors price momentum. Set the next milestone before this quarter closes, not after.',
  },
  {
    id: 'exploring',
    title: 'Exploring an Idea',
    description: 'You have a problem you care about and want to test it before you quit anything.',
    icon: 'lens',
    benefits: [
      'An honest read on your readiness, free',
      'Office hours and workshops to test your idea with other founders',
      'No cost and no commitment until you choose a program',
    ],
    ...recommend('compass'),
    startingPoint: `Start with ${assessment}. Your results come with the first three things to test.`,
    urgency: 'It takes less time than a coffee meeting, and the sooner you test the idea, the less it costs to change it.',
  },
];

/** What the selector says around the paths. */
export const founderPathLabels = {
  cardsLabel: 'Founder paths',
  chooseLabel: 'See my path',
  resultEyebrow: 'Recommended for you',
  benefitsHeading: 'What you get',
  recommendedPathLabel: 'Recommended path',
  startingPointLabel: 'Starting point',
  urgencyLabel: 'Why now',
  assessmentLabel: 'Start Free Assessment',
  programPrefix: 'Explore',
  backLabel: 'Choose Different Path',
};
