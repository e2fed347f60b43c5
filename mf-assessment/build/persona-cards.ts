// The results page's social cards, one per persona (1200x630 PNG, docs/decisions/0011-assessment-results-and-progress.md):
// the persona's name, its first sentence, its recommendations and the brand, drawn by the site's
// text card generator at build time. The results page names them as its og:image. Node loads this
// module after allowSourceImports() (shared/build/source-imports.ts): the remote's sources name no extensions.
import { defaultSiteConfig } from '@pv/shared/config/site-config.ts';
import { CARD_SIZES, cardLayouts, renderTextCard, type TextCard } from '../../shared/build/text-card-image.ts';
import type { Persona } from '../src/assessment/model.ts';
import { personas } from '../src/assessment/content/results.ts';
import { personaCardPath } from '../src/assessment/content/results-meta.ts';

export const CARD_EYEBROW = 'Compass founder profile';

/** What a persona's card says. */
export function personaCard(persona: Persona): TextCard {
  return {
    eyebrow: CARD_EYEBROW,
    title: persona.name,
    // The first sentence, or clause: what the persona is, in a line or two.
    text: persona.summary.split(/(?<=[.:])\s/)[0]?.replace(/:$/, '.') ?? persona.summary,
    tags: persona.recommendations.map((recommendation) => recommendation.title),
    footer: `${defaultSiteConfig.brand} · No-equity startup accelerator, Boston`,
  };
}

/** Every persona's card by its site path without the leading slash (relative to the deployment's root). */
export async function personaCards(): Promise<Record<string, Buffer>> {
  const entries = await Promise.all(
    Object.values(personas).map(async (persona) => [
      personaCardPath(persona.id).slice(1),
      await renderTextCard(personaCard(persona), cardLayouts.feature, CARD_SIZES.social),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, Buffer>;
}
