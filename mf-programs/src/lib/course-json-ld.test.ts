import { programs } from '@pv/shared/content/programs';
import { testConfig } from '@pv/shared/testing/test-config';
import { courseJsonLd, pricedProgram } from './course-json-ld';

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

it.each(['breakthrough', 'launchpad'] as const)('describes %s as a Course with the price its page shows', (id) => {
  const program = programs[id];
  const data = courseJsonLd(pricedProgram(program), testConfig);
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.tagline,
    url: `${testConfig.origin}${program.link}`,
    provider: { '@type': 'Organization', name: testConfig.brand, url: testConfig.origin },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: program.offer?.amount,
      priceCurrency: 'USD',
      description: program.offer?.description,
      url: `${testConfig.origin}${program.link}`,
    },
  });
  // The machine-readable amount and the price on the page are one price.
  expect(usd(program.offer?.amount ?? 0)).toBe(program.price);
});

it('refuses a program without a published price', () => {
  expect(() => pricedProgram(programs.engine)).toThrow('Engine has no published offer');
});
