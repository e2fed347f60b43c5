// The five questions (docs/behaviour.md, "Assessment"): ids 0-4 in order, option ids exactly as listed there.
import type { QuestionList } from '../model';

export const questions: QuestionList = [
  {
    id: 0,
    topic: 'Stage',
    title: 'Where is your startup today?',
    subtitle: 'Pick the stage that matches the work you’re doing this month, not the one you’re aiming for.',
    options: [
      {
        id: 'idea',
        label: 'Exploring an idea',
        description: 'You have a problem you want to solve and are talking to people about it. Nothing is built yet.',
      },
      {
        id: 'building',
        label: 'Building the first version',
        description: 'You’re working on a prototype or first product, maybe with a handful of early testers.',
      },
      {
        id: 'launched',
        label: 'Launched, with early customers',
        description: 'People can use or buy it today, and you’re learning from your first users and revenue.',
      },
      {
        id: 'scaling',
        label: 'Growing what works',
        description: 'Sales or usage are repeatable, and you’re hiring, expanding or raising to grow faster.',
      },
    ],
  },
  {
    id: 1,
    topic: 'Challenge',
    title: 'What’s holding you back most?',
    subtitle: 'If you could get real help with one problem in the next three months, which would it be?',
    options: [
      {
        id: 'product',
        label: 'Getting the product right',
        description: 'Deciding what to build and what to cut, and whether it solves the problem well enough to pay for.',
      },
      {
        id: 'market',
        label: 'Finding the right customers',
        description: 'Knowing who buys, why they buy and how to reach them without burning cash.',
      },
      {
        id: 'funding',
        label: 'Raising money',
        description: 'Getting investor-ready: the story, the numbers, the deck and the right people to pitch.',
      },
      {
        id: 'growth',
        label: 'Growing consistently',
        description: 'Turning early traction into a repeatable way to sell, market and hire.',
      },
    ],
  },
  {
    id: 2,
    topic: 'Time',
    title: 'How much time can you give your startup right now?',
    subtitle: 'Be honest: the right kind of support depends on the hours you actually have.',
    options: [
      {
        id: 'fulltime',
        label: 'Full-time',
        description: 'It’s my main job and gets most of my working week.',
      },
      {
        id: 'parttime',
        label: 'Part-time',
        description: 'A few days a week, alongside other work, study or consulting.',
      },
      {
        id: 'evenings',
        label: 'Evenings and weekends',
        description: 'I build it around a full-time job.',
      },
      {
        id: 'flexible',
        label: 'It varies',
        description: 'My schedule changes from week to week, so support has to fit around it.',
      },
    ],
  },
  {
    id: 3,
    topic: 'Support',
    title: 'What kind of support would help you most?',
    subtitle: 'Think about how you’ve learned best so far, not what sounds impressive.',
    options: [
      {
        id: 'intensive',
        label: 'A structured program',
        description: 'A cohort, a weekly plan and deadlines that keep me moving.',
      },
      {
        id: 'community',
        label: 'Other founders',
        description: 'Peers at my stage to trade notes, introductions and honest feedback with.',
      },
      {
        id: 'mentorship',
        label: 'One-on-one mentoring',
        description: 'Regular time with an experienced operator who gets to know my business.',
      },
      {
        id: 'resources',
        label: 'Tools and templates',
        description: 'Guides, templates and partner perks I can use on my own schedule.',
      },
    ],
  },
  {
    id: 4,
    topic: 'Experience',
    title: 'Have you started a company before?',
    subtitle: 'Your background changes which help is useful. There’s no wrong answer.',
    options: [
      {
        id: 'first',
        label: 'This is my first startup',
        description: 'I’m learning how fundraising, hiring and selling work as I go.',
      },
      {
        id: 'some',
        label: 'I’ve been part of one',
        description: 'I was an early employee or co-founder somewhere, or I’ve run a small business.',
      },
      {
        id: 'serial',
        label: 'I’ve founded before',
        description: 'I’ve started at least one company and want leverage, not the basics.',
      },
      {
        id: 'corporate',
        label: 'I come from a corporate role',
        description: 'I bring deep industry or functional experience and I’m new to the startup side.',
      },
    ],
  },
];
