// /partnerships, /mentors and /partners on the composed site: their sections, the e-mail drafts
// (to the configured addresses, decoded), and the partnership guide PDF.
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { test, expect } from '../support/fixtures';

const decode = (href: string | null) => {
  const url = new URL(href ?? '');
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') ?? '' };
};

test('/partnerships: three kinds, the four figures, contact by e-mail to the partnerships address, the guide PDF', async ({
  page,
  request,
}) => {
  await page.goto('/partnerships');
  await expect(page.getByRole('region', { name: 'Three kinds of partnership' }).getByRole('heading', { level: 3 })).toHaveText([
    'Corporate Sponsors',
    'Service Partners',
    'Strategic Partners',
  ]);
  await expect(page.getByRole('list', { name: 'Who you reach' }).getByRole('listitem')).toHaveText([
    '70K+ community members',
    /\$483M\+.*raised by alumni/,
    '5+ continents',
    '450+ investor network',
  ]);
  const contact = decode(await page.getByRole('link', { name: 'Contact us' }).getAttribute('href'));
  expect(contact).toMatchObject({ to: defaultSiteConfig.emails.partnerships, subject: 'Partnership inquiry' });
  const guide = await page.getByRole('link', { name: 'Get the partnership guide' }).getAttribute('href');
  expect(guide).toBe('/resources/partnership-guide.pdf');
  const response = await request.get(guide ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('/mentors: benefits, requirements with 2-4 hours per month, and Apply as an e-mail draft with its template', async ({ page }) => {
  await page.goto('/mentors');
  await expect(page.locator('main h2')).toHaveText([
    'Why mentors stay',
    'What we ask, and what you get',
    'From application to first session',
    'Apply to mentor',
  ]);
  await expect(page.getByRole('region', { name: 'What we ask, and what you get' })).toContainText('A commitment of 2-4 hours per month');
  const draft = decode(await page.getByRole('link', { name: 'Apply to mentor' }).getAttribute('href'));
  expect(draft).toMatchObject({ to: defaultSiteConfig.emails.support, subject: 'Mentor Application' });
  for (const field of ['Name', 'Profile link (LinkedIn or personal website)', 'Areas of expertise', 'Hours per month I can give'])
    expect(draft.body).toContain(`\r\n${field}: \r\n`);
});

test('/partners: four categories, requirements, and Apply as an e-mail draft asking for company, category, website, contact and phone', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page.getByRole('region', { name: 'Four categories of service' }).getByRole('heading', { level: 3 })).toHaveText([
    'Legal',
    'Financial',
    'Technology',
    'Business',
  ]);
  await expect(page.getByRole('region', { name: 'What we ask of partners' }).getByRole('heading', { level: 3 })).toHaveText([
    '3+ years serving startups',
    'References',
    'Licensing and insurance',
  ]);
  const draft = decode(await page.getByRole('link', { name: 'Apply to join' }).getAttribute('href'));
  expect(draft).toMatchObject({ to: defaultSiteConfig.emails.support, subject: 'Service Partner Application' });
  expect(draft.body.split('\r\n').filter((line) => line.endsWith(': '))).toEqual([
    'Company name: ',
    'Service category (legal, financial, technology or business): ',
    'Website: ',
    'Contact person: ',
    'Phone: ',
  ]);
});
