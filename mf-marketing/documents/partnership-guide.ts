// The partnership guide the partnerships page offers: who we are in figures (the shared facts), the
// three kinds of partnership, what we ask of partners, how a partnership starts, and whom to write to.
import { facts } from '@pv/shared/content/facts.ts';
import { entry, figures, h2, keep, lead, note, ol, p, table, ul, type DocumentConfig, type DocumentPage } from './html.ts';

export function partnershipGuide(config: DocumentConfig): DocumentPage {
  const { brand } = config;
  return {
    kicker: 'For partners',
    title: 'Partnership Guide',
    body: [
      lead(
        `${brand} is a no-equity accelerator and founder community based in Boston. Founders keep ${facts.ownershipKept} of their companies; we earn our keep through programs they choose to pay for and through partners who want to meet them early. This guide explains how partnerships work and how to start one.`,
      ),
      figures([
        { figure: facts.communityMembers, label: 'community members' },
        { figure: facts.alumniFunding, label: 'raised by alumni' },
        { figure: facts.continents, label: 'continents' },
        { figure: facts.investorNetwork, label: 'investors in our network' },
      ]),
      p(
        `Since ${facts.founded} we have worked with founders from the idea stage to Series A, with ${facts.mentors} mentors and members in ${facts.countries} countries. Partners reach them where they make decisions: at events, in programs and in the community chat.`,
      ),
      h2('Three kinds of partnership'),
      entry(
        'Corporate sponsors',
        p(
          'For companies that want founders to know them before they are customers: sponsor a flagship event or a season of workshops, set a challenge for a cohort, meet founders for hiring and pilots.',
        ) +
          ul([
            'Named sponsorship of events and workshops',
            'A challenge brief for a program cohort',
            'A hiring and pilot pipeline of vetted startups',
          ]),
      ),
      entry(
        'Service partners',
        p(
          `For legal, financial, technology and business firms that serve startups well. Requirements: ${facts.partnerExperience} serving startups, startup references, and the licensing and insurance your field requires.`,
        ) +
          ul([
            'A place in our trusted services list',
            'Introductions when a founder needs your service',
            'Workshops and office hours led by your team',
          ]),
      ),
      entry(
        'Strategic partners',
        p(
          'For investors, universities, public bodies and corporate innovation teams that want to build something with us: a joint program, a regional cohort, an investor syndicate.',
        ) +
          ul([
            'Co-designed programs with shared goals',
            'Access to our investor network and mentors',
            'Shared reporting on founder outcomes',
          ]),
      ),
      keep(
        h2('What we ask of every partner'),
        ul([
          'Founders first: no offer that asks a founder for equity or exclusivity in exchange for joining a program.',
          'Honest offers: terms a founder understands in one read, with the full price stated up front.',
          'Responsiveness: founders we introduce get an answer within one week.',
          'Feedback: we ask founders how each partnership served them, and share what they say with you.',
        ]),
      ),
      keep(
        h2('How a partnership starts'),
        table(
          ['Step', 'What happens'],
          [
            ['1. First conversation', 'A call with our partnerships team about your goals and what founders would gain.'],
            ['2. Proposal', 'We write a one-page proposal: activities, audience, timeline, what each side commits.'],
            ['3. First season', 'We run it for one season of events or one program cohort, with agreed measures.'],
            ['4. Review', 'We review the measures and founder feedback together, then renew, change or stop.'],
          ],
        ),
      ),
      keep(
        h2('Start the conversation'),
        ol([
          'Write to us with your organisation, the kind of partnership you have in mind and what you hope to achieve.',
          'Tell us whom to contact and how.',
        ]),
        note(`Partnerships team: ${config.emails.partnerships}. Or use the contact button on the Partnerships page of our website.`),
      ),
    ].join('\n'),
  };
}
