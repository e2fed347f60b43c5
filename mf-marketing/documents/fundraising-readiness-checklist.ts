// The fundraising readiness checklist: what to have ready before the first investor e-mail.
import { checklist, h2, keep, lead, note, p, type DocumentPage } from './html.ts';

const sections: readonly { heading: string; intro: string; items: readonly string[] }[] = [
  {
    heading: '1. The story',
    intro: 'Investors repeat your story to their partners. Make it easy to repeat correctly.',
    items: [
      'You can say what you do, for whom, and why now in two sentences, and a friend outside your industry repeats them back correctly.',
      'You know the one metric that best shows progress, and its value for each of the last six months.',
      'You can name the three ways customers solve the problem today, and why they switch to you.',
    ],
  },
  {
    heading: '2. Market',
    intro: 'A bottom-up estimate beats a big top-down number every time.',
    items: [
      'Market size built bottom-up: customers you can reach, times what each pays you per year. The arithmetic fits on one slide.',
      'You know which segment you win first, and why it is the easiest one to win.',
      'You can explain how the first segment leads to the next ones.',
    ],
  },
  {
    heading: '3. Traction and evidence',
    intro: 'Show the strongest evidence you have, with dates. Small and real beats large and vague.',
    items: [
      'Revenue, paid pilots, letters of intent or an active waitlist, each with a date.',
      'Retention or repeat use by monthly cohort, even if the cohorts are small.',
      'Three customers who have agreed to take a call from an investor.',
    ],
  },
  {
    heading: '4. Team',
    intro: 'At pre-seed and seed, the team is most of the bet.',
    items: [
      'Who does what is clear, and so are the gaps this round will hire for.',
      'Founder shares vest (four years with a one-year cliff is the norm) and all IP is assigned to the company.',
      'You have a one-line answer to "why is this team the one to build this?"',
    ],
  },
  {
    heading: '5. The round',
    intro: 'Know your ask before anyone asks it.',
    items: [
      'The amount, and why: the milestones it buys and the months of runway it gives (18 to 24 months is the usual target).',
      'The instrument (SAFE, convertible note or priced round) and the valuation or cap range you will accept.',
      'Use of funds in four or five lines: hires, product, go-to-market, buffer.',
    ],
  },
  {
    heading: '6. Financials',
    intro: 'Nobody expects your projections to be right. They expect them to be reasoned.',
    items: [
      'A monthly model for the next 24 months: hiring plan, burn, runway, and revenue assumptions you can defend line by line.',
      'A current cap table with the option pool, SAFEs and notes, and fully diluted ownership after this round.',
      'Bookkeeping is up to date and the last three months are closed.',
    ],
  },
  {
    heading: '7. Data room',
    intro: 'Have it ready before the first meeting; diligence should never wait on you.',
    items: [
      'Incorporation documents, board consents, the cap table and any earlier financing documents.',
      'Key customer and supplier contracts, IP assignments and employment or contractor agreements.',
      'Financial statements, the model and the deck, in one folder with access you can track and revoke.',
    ],
  },
  {
    heading: '8. Process',
    intro: 'A fundraise is a sales process with a deadline. Run it like one.',
    items: [
      'A ranked list of 50 to 100 investors who lead rounds at your stage and in your sector, each with a warm introduction path.',
      'First meetings grouped into a three to four week window, so that term sheets can arrive together.',
      'A short weekly update for every investor you are talking to, and a tracker of where each conversation stands.',
    ],
  },
];

export const fundraisingReadinessChecklist: DocumentPage = {
  kicker: 'Founder toolkit',
  title: 'Fundraising Readiness Checklist',
  body: [
    lead(
      'Work through this before you send the first investor e-mail. Every open box is a question an investor will ask, and you will answer it better on paper today than live in a meeting.',
    ),
    ...sections.map((section) => keep(h2(section.heading), p(section.intro), checklist(section.items))),
    keep(
      h2('Reading your result'),
      p(
        'Count the boxes you could not tick. Up to three: you are ready to start conversations; fix those gaps in the first weeks. Four to eight: spend two to four weeks closing them first; a delayed start costs less than a weak first impression with the investors you want most. More than eight: focus on evidence and team before the round, and use the time to build relationships with investors through updates.',
      ),
      note('Our free Compass assessment gives you a fuller read of where your venture stands and what to do next. Find it on our website.'),
    ),
  ].join('\n'),
};
