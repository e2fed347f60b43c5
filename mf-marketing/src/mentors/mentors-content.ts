// The mentors page's words (docs/content.md): why mentors join, what we ask (the commitment comes
// from the shared facts), what they receive, how it works, and the application e-mail (to the
// support address).
import { facts } from '@pv/shared/content/facts';
import type { ApplicationEmail } from '../lib/application-email';
import type { Step } from '../lib/step-cards';

export const mentorBenefits: readonly { title: string; text: string }[] = [
  { title: 'See the next wave first', text: 'Work with founders months before they raise, across sectors and stages.' },
  {
    title: 'Sharpen your own thinking',
    text: 'Explaining what worked to someone facing it now is the best review of your own experience you will get.',
  },
  {
    title: 'A network of peers',
    text: 'Meet the other mentors, operators, investors and specialists, at mentor dinners and our flagship events.',
  },
  {
    title: 'Hours that count',
    text: 'You are matched with founders whose problem fits your experience, and who arrive prepared.',
  },
];

export const mentorRequirements: readonly string[] = [
  `A commitment of ${facts.mentorCommitment}, for at least six months.`,
  'Operating, investing or specialist experience in at least one area founders struggle with: fundraising, product, go-to-market, hiring, finance or legal.',
  'Specific, honest feedback, given with care. Founders need the truth more than encouragement.',
  'No strings attached: you do not charge founders, take equity or sell your services in sessions.',
  'Confidentiality: what a founder shares in a session stays there.',
];

export const mentorReceives: readonly string[] = [
  'Founders matched to your experience, with a short brief before each session',
  'A profile in our mentor directory, so founders can book you for what you know',
  'Membership of the community chat and invitations to every event, flagship events included',
  'A yearly summary of the founders you worked with and where they are now',
];

export const mentorSteps: readonly Step[] = [
  {
    title: 'Apply by e-mail',
    text: 'The Apply button opens an e-mail with the questions in it: who you are, where to read about you, what you know.',
  },
  { title: 'A short call', text: 'We get to know you, talk through how mentoring works here, and agree the areas you will mentor in.' },
  { title: 'Your first founder', text: 'We match you with a founder whose problem fits your experience, and send you their brief.' },
];

/** The e-mail draft Apply opens, to the support address. */
export const mentorApplicationEmail: ApplicationEmail = {
  subject: 'Mentor Application',
  intro: 'I would like to become a mentor.',
  fields: ['Name', 'Profile link (LinkedIn or personal website)', 'Areas of expertise', 'Hours per month I can give'],
};

export const mentorsCopy = {
  meta: {
    title: 'Become a Mentor',
    description: `Mentor early-stage founders for ${facts.mentorCommitment}: what we ask, what mentors receive, and how to apply.`,
  },
  hero: {
    eyebrow: 'Mentor network',
    title: 'Become a mentor',
    lead: `Give founders ${facts.mentorCommitment} of the experience you paid for the hard way. No equity and no fees on either side: focused sessions with founders who will use what you tell them.`,
    apply: 'Apply to mentor',
  },
  benefits: { id: 'why-mentor', eyebrow: 'Why mentor', heading: 'Why mentors stay' },
  requirements: {
    id: 'requirements',
    eyebrow: 'Requirements',
    heading: 'What we ask, and what you get',
    asked: 'What we ask of mentors',
    received: 'What mentors receive',
  },
  steps: { id: 'how-it-works', eyebrow: 'How it works', heading: 'From application to first session' },
  cta: {
    heading: 'Apply to mentor',
    text: 'The e-mail has the questions in it. We reply to every application.',
    apply: 'Apply by e-mail',
    meet: 'Meet our mentors',
  },
} as const;
