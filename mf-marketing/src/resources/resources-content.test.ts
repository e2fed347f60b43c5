import { facts } from '@pv/shared/content/facts';
import { resourceFiles } from './resource-files';
import { perks, perkValueText, resourceTabs, tools, trustedServices } from './resources-content';

/** "over $500K" -> 500000. */
const dollars = (text: string) => {
  const match = /\$([\d.]+)([KM]?)/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1]) * ({ K: 1_000, M: 1_000_000 }[match[2] ?? ''] ?? 1);
};

describe('resources content', () => {
  it('has the tabs All (default), Our Tools and Partner Perks', () => {
    expect(resourceTabs.map((tab) => tab.label)).toEqual(['All', 'Our Tools', 'Partner Perks']);
  });

  it('has 5 tools: the assessment, 3 PDFs the site serves, and an external template', () => {
    expect(tools).toHaveLength(5);
    expect(tools.map((tool) => tool.link.kind)).toEqual(['page', 'file', 'file', 'file', 'external']);
    for (const tool of tools) {
      if (tool.link.kind === 'file') expect(resourceFiles[tool.link.file].path).toMatch(/^\/resources\/[a-z-]+\.pdf$/);
      if (tool.link.kind === 'external') expect(tool.link.href).toMatch(/^https:\/\//);
      if (tool.link.kind === 'page') expect(tool.link.href).toBe('/chart-my-course');
    }
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(5);
  });

  it('has 9 partner perks, each with an offer, a value and a referral link', () => {
    expect(perks).toHaveLength(9);
    for (const perk of perks) {
      expect(perk.offer).not.toBe('');
      expect(perk.value.usd).toBeGreaterThan(0);
      expect(perk.link).toMatch(/^https:\/\//);
    }
    const byId = Object.fromEntries(perks.map((perk) => [perk.id, { offer: perk.offer, value: perkValueText(perk.value) }]));
    expect(byId.gusto).toEqual({ offer: '3 months free', value: '$120' });
    expect(byId.tax1099).toEqual({ offer: 'First-year discount', value: '$99' });
    expect(byId.quickbooks).toEqual({ offer: '50% off for 6 months', value: '$180' });
    expect(perkValueText({ usd: 100_000, upTo: true })).toBe('Up to $100,000');
  });

  it(`backs the "${facts.partnerPerksTotal} in perks" figure with the perks it lists`, () => {
    const total = perks.reduce((sum, perk) => sum + perk.value.usd, 0);
    expect(total).toBeGreaterThan(dollars(facts.partnerPerksTotal));
  });

  it('lists no trusted services yet (the page says so)', () => {
    expect(trustedServices).toEqual([]);
  });
});
