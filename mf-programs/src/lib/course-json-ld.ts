// Course structured data (schema.org) for a program sold at one published price: search engines
// read the name, the provider and the offer's price from the same program data the page shows.
import type { SiteConfig } from '@pv/shared/config/site-config';
import type { Offer, Program } from '@pv/shared/content/programs';
import { absoluteUrl } from '@pv/shared/meta/head-tags';
import type { JsonLd } from '@pv/shared/meta/page-meta';

export type PricedProgram = Program & { offer: Offer };

export function courseJsonLd(program: PricedProgram, config: SiteConfig): JsonLd {
  const url = absoluteUrl(config, program.link);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: program.title,
    description: program.tagline,
    url,
    provider: { '@type': 'Organization', name: config.brand, url: config.origin },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: program.offer.amount,
      priceCurrency: program.offer.currency,
      description: program.offer.description,
      url,
    },
  };
}

/** A program with a published price; throws for one without, so a page cannot promise a price it lacks. */
export function pricedProgram(program: Program): PricedProgram {
  if (!program.offer) throw new Error(`${program.name} has no published offer`);
  return { ...program, offer: program.offer };
}
