// The monthly investor update template: the structure, a filled-in example, and the habits that
// make updates work.
import { entry, h2, keep, lead, note, ol, p, table, ul, type DocumentPage } from './html.ts';

const parts: readonly { title: string; text: string }[] = [
  {
    title: 'Subject line',
    text: '"[Company] update, [Month Year]: [the one thing that matters]". Investors search their inbox by company name.',
  },
  { title: 'Summary', text: 'Three lines at most: the headline number, the biggest win, the biggest problem.' },
  { title: 'Metrics', text: 'The same five to seven numbers every month, with last month beside them, so the trend reads at a glance.' },
  { title: 'Highlights', text: 'Two or three wins, each with a number or a name.' },
  { title: 'Lowlights', text: 'What went wrong and what you are doing about it. Investors trust the founders who write this part.' },
  { title: 'Asks', text: 'Specific requests: "an introduction to a head of operations at a regional hospital", not "intros welcome".' },
  { title: 'Thanks', text: 'Name whoever helped since the last update. It is the cheapest way to get more help.' },
];

export const investorUpdateTemplate: DocumentPage = {
  kicker: 'Founder toolkit',
  title: 'Investor Update Template',
  body: [
    lead(
      'A monthly update keeps the investors you have on your side and builds trust with the ones you will pitch next. It takes thirty minutes once the template exists. Here it is.',
    ),
    h2('The structure'),
    ...parts.map((part) => entry(part.title, p(part.text))),
    keep(
      h2('A filled-in example'),
      p('Subject: Openbook update, March: first enterprise contract signed'),
      p(
        'Summary: MRR passed $42K (+12%). We signed our first enterprise customer. Hiring our second engineer is taking longer than planned.',
      ),
      table(
        ['Metric', 'March', 'February', 'Change'],
        [
          ['Monthly recurring revenue', '$42,300', '$37,800', '+12%'],
          ['Paying customers', '61', '55', '+6'],
          ['Net revenue retention (trailing 3 months)', '108%', '106%', '+2 pts'],
          ['Monthly net burn', '$71,000', '$68,500', '+4%'],
          ['Cash in bank', '$1.21M', '$1.28M', '-$70K'],
          ['Runway at current burn', '17 months', '18 months', '-1'],
          ['Headcount', '7', '7', '0'],
        ],
      ),
      ul([
        'Highlight: signed a 12-month contract with a 400-person logistics company, our largest customer by four times.',
        'Lowlight: the senior engineer we made an offer to went elsewhere. We have widened the search to remote candidates in US time zones.',
        'Ask: introductions to engineering leaders who have hired for payroll or payments systems.',
        'Thanks: to Dana W. for the pricing review that led to the enterprise tier.',
      ]),
    ),
    keep(
      h2('Habits that make updates work'),
      ol([
        'Send on the same day every month, even when the month was bad. Silence reads worse than bad news.',
        'Keep it short enough to read on a phone: aim for under 400 words.',
        'Never change which metrics you report without saying why.',
        'Send it to investors you are building relationships with, not only to those who have invested.',
      ]),
      note('Write the lowlights first. If you cannot name one, look harder: every month has one, and your investors know it.'),
    ),
  ].join('\n'),
};
