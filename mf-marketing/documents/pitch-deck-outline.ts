// The pitch deck outline: twelve slides, what each must answer, and the usual mistake on each.
import { entry, h2, keep, lead, note, p, text, ul, type DocumentPage } from './html.ts';

const slides: readonly { title: string; answers: string; mistake: string }[] = [
  {
    title: '1. Title',
    answers: 'Company name, a one-line description a stranger understands, your name and contact.',
    mistake: 'A tagline that sounds good and says nothing ("Reimagining work").',
  },
  {
    title: '2. Problem',
    answers: 'Who has the problem, how often, and what it costs them today, in time or money.',
    mistake: 'A problem described from your product outwards instead of from the customer.',
  },
  {
    title: '3. Solution',
    answers: 'What you do about it, shown rather than described: one screenshot or a before-and-after.',
    mistake: 'A feature list. Pick the one thing that makes the problem go away.',
  },
  {
    title: '4. Why now',
    answers: 'What changed (technology, regulation, behaviour, cost) that makes this possible or urgent now.',
    mistake: 'Leaving it out. "Why has nobody done this?" is the question behind most passes.',
  },
  {
    title: '5. Market',
    answers: 'A bottom-up size of the first segment, and how it grows into a larger market.',
    mistake: 'A top-down number from an analyst report with a percentage you "only need" to capture.',
  },
  {
    title: '6. Product',
    answers: 'How it works for the user, in three or four steps, and what is hard to copy.',
    mistake: 'Architecture diagrams. Save them for the technical diligence call.',
  },
  {
    title: '7. Traction',
    answers: 'Your strongest evidence on one chart, over time, with the dates on the axis.',
    mistake: 'Cumulative charts that hide a flat month, or vanity metrics such as sign-ups without use.',
  },
  {
    title: '8. Business model',
    answers: 'Who pays, how much, how often; gross margin now and where it goes at scale.',
    mistake: 'Three possible revenue streams. Show the one you are proving.',
  },
  {
    title: '9. Go-to-market',
    answers: 'How the next 100 customers find you, what a customer costs to win, and how long a sale takes.',
    mistake: '"Viral growth" or "partnerships" without a number or a named partner.',
  },
  {
    title: '10. Competition',
    answers: 'The alternatives customers actually use, including spreadsheets and doing nothing, and where you win.',
    mistake: 'A two-by-two where you sit alone in the top right corner. Investors have seen it a thousand times.',
  },
  {
    title: '11. Team',
    answers: 'Why these people will win this market: relevant experience, earned insight, what you have already done together.',
    mistake: 'Logos of famous employers without what each person did there.',
  },
  {
    title: '12. The ask',
    answers: 'The amount, the milestones it reaches, the runway it gives, and what the next round looks like.',
    mistake: 'An amount with no milestones, which reads as "we will see".',
  },
];

export const pitchDeckOutline: DocumentPage = {
  kicker: 'Founder toolkit',
  title: 'Pitch Deck Outline',
  body: [
    lead(
      'A seed deck has one job: to earn the next meeting. These twelve slides answer the questions investors ask in roughly the order they ask them. Use them as a checklist, not a template; merge or reorder where your story needs it.',
    ),
    h2('Before you open the slides'),
    ul([
      'Write the story as a one-page memo first. If it does not work as prose, slides will not save it.',
      'Keep to 10 to 15 slides, one idea per slide, with a headline that states the point ("Customers renew at 94%"), not the topic ("Retention").',
      'Make two versions: a short one you present, and a send-ahead version that reads without you in the room.',
      'Use type large enough to read on a phone; investors often open the deck on one first.',
    ]),
    h2('The twelve slides'),
    ...slides.map((slide) =>
      entry(slide.title, `${p(slide.answers)}<p class="mistake"><strong>Common mistake:</strong> ${text(slide.mistake)}</p>`),
    ),
    keep(
      h2('After the meeting'),
      p(
        'Note every question you were asked. A question asked twice means a slide is missing or unclear: fix the deck before the next meeting, not after the round.',
      ),
      note(
        'Practise the pitch out loud with founders who will interrupt you. Our weekly pitch practice sessions are free for the community.',
      ),
    ),
  ].join('\n'),
};
