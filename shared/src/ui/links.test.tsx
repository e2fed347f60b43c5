import { mailtoHref } from '@pv/shared/ui/links';

describe('mailtoHref', () => {
  it('is the bare address without fields', () => {
    expect(mailtoHref('help@harbor-lane.test')).toBe('mailto:help@harbor-lane.test');
  });

  it('encodes subject and body so that they decode to what was given, with CRLF line breaks', () => {
    const href = mailtoHref('help@harbor-lane.test', {
      subject: 'Mentor application: A & B',
      body: 'Name:\nLink: https://x.test/?a=1&b=2\n',
    });
    expect(href).toBe(
      'mailto:help@harbor-lane.test?subject=Mentor%20application%3A%20A%20%26%20B&body=Name%3A%0D%0ALink%3A%20https%3A%2F%2Fx.test%2F%3Fa%3D1%26b%3D2%0D%0A',
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Mentor application: A & B');
    expect(url.searchParams.get('body')).toBe('Name:\r\nLink: https://x.test/?a=1&b=2\r\n');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('a@b.test', { subject: '', body: 'x' })).toBe('mailto:a@b.test?body=x');
  });
});
