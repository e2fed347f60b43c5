import { testConfig } from '@pv/shared/testing/test-config';
import { mentorApplicationEmail } from '../mentors/mentors-content';
import { partnerApplicationEmail } from '../partners/partners-content';
import { partnershipInquiryEmail } from '../partnerships/partnerships-content';
import { applicationBody, applicationMailto, type ApplicationEmail } from './application-email';

/** What a mail client reads from the href: address, subject and body lines. */
function decode(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  const body = url.searchParams.get('body') ?? '';
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), lines: body.split('\r\n') };
}

describe('application e-mails', () => {
  it('writes a body of greeting, intro, one line per field to fill in, and a sign-off', () => {
    const email: ApplicationEmail = { subject: 'S', intro: 'We would like to apply.', fields: ['Name', 'Phone'] };
    expect(applicationBody(email, 'Harbor Lane Labs').split('\n')).toEqual([
      'Hello Harbor Lane Labs team,',
      '',
      'We would like to apply.',
      '',
      'Name: ',
      'Phone: ',
      '',
      'Thank you,',
      '',
    ]);
  });

  it('encodes every character that would break the link, and decodes to the same text', () => {
    const email: ApplicationEmail = { subject: 'Q&A: 50% off? #1', intro: 'a=b&c', fields: ['Website (https://x.test/?a=1&b=2)'] };
    const href = applicationMailto('help@harbor-lane.test', email, 'A & B');
    expect(href).not.toMatch(/[ \n#]/);
    expect(
      href
        .split('?')[1]
        ?.split('&')
        .map((pair) => pair.split('=')[0]),
    ).toEqual(['subject', 'body']);
    const { subject, lines } = decode(href);
    expect(subject).toBe('Q&A: 50% off? #1');
    expect(lines).toContain('Website (https://x.test/?a=1&b=2): ');
    expect(lines[0]).toBe('Hello A & B team,');
  });

  it('asks mentors for their name, profile link, expertise and hours per month, at the support address', () => {
    const { to, subject, lines } = decode(applicationMailto(testConfig.emails.support, mentorApplicationEmail, testConfig.brand));
    expect(to).toBe(testConfig.emails.support);
    expect(subject).toBe('Mentor Application');
    expect(lines.filter((line) => line.endsWith(': '))).toEqual([
      'Name: ',
      'Profile link (LinkedIn or personal website): ',
      'Areas of expertise: ',
      'Hours per month I can give: ',
    ]);
  });

  it('asks service partners for company name, service category, website, contact person and phone', () => {
    const { subject, lines } = decode(applicationMailto(testConfig.emails.support, partnerApplicationEmail, testConfig.brand));
    expect(subject).toBe('Service Partner Application');
    expect(lines.filter((line) => line.endsWith(': '))).toEqual([
      'Company name: ',
      'Service category (legal, financial, technology or business): ',
      'Website: ',
      'Contact person: ',
      'Phone: ',
    ]);
  });

  it('asks for the organisation and the kind of partnership in a partnership inquiry', () => {
    const { to, subject, lines } = decode(applicationMailto(testConfig.emails.partnerships, partnershipInquiryEmail, testConfig.brand));
    expect(to).toBe(testConfig.emails.partnerships);
    expect(subject).toBe('Partnership inquiry');
    expect(lines).toContain('Organisation: ');
    expect(lines).toContain('Kind of partnership (corporate sponsor, service partner or strategic partner): ');
  });
});
