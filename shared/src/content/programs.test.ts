import { breakthroughFacts, ladder, ladderTimings, programs } from '@pv/shared/content/programs';

test('the ladder climbs Compass, Engine, Launchpad at 1,200m, 2,400m and 3,800m', () => {
  expect(ladder.map((p) => [p.id, p.elevation])).toEqual([
    ['compass', '1,200m'],
    ['engine', '2,400m'],
    ['launchpad', '3,800m'],
  ]);
  expect(ladderTimings).toEqual(['3-6 months', '6-12 months']);
});

test('every program has its own page path and the ids match their keys', () => {
  expect(Object.keys(programs)).toEqual(['compass', 'breakthrough', 'engine', 'launchpad', 'astral-labs']);
  for (const [id, program] of Object.entries(programs)) {
    expect(program.id).toBe(id);
    expect(program.link).toBe(`/programs/${id}`);
    expect(program.tiers.length).toBeGreaterThan(0);
  }
});

test('prices, durations and time commitments are the decided ones', () => {
  const { compass, breakthrough, engine, launchpad } = programs;
  expect(compass.price).toBe('Free');
  expect(compass.tiers.map((t) => [t.name, t.price])).toEqual([
    ['Chart My Course', 'Free'],
    ['Navigator', '$49/mo'],
  ]);
  expect(compass.tiers[0]?.description).toContain('10-12 minute');
  expect(compass.tiers[1]?.features[0]).toContain('15-minute');

  expect(breakthrough).toMatchObject({ price: '$2,500', duration: '10 weeks', timeCommitment: '10-15 hrs/week' });
  expect(breakthrough.offer).toEqual({ amount: 2500, currency: 'USD', description: '10-week Breakthrough Accelerator' });
  expect(breakthroughFacts).toMatchObject({ weeks: 10, cohortSize: '8-12 founders', mentorSessions: '10 weekly 1:1 mentor sessions' });
  expect(breakthroughFacts.payment).toBe('Pay in full or in installments');
  expect(breakthroughFacts.blocks).toEqual([
    'Foundation & Assessment',
    'Product & Positioning',
    'Go-to-Market',
    'Investor Readiness',
    'Launch & Scale',
  ]);

  expect(engine).toMatchObject({ price: 'From $495/mo', duration: '3-12 months', timeCommitment: '2-4 hrs/week' });
  const [coPilot, missionControl] = engine.tiers;
  expect(coPilot).toMatchObject({ name: 'Co-Pilot', price: 'From $495/mo' });
  expect(coPilot?.description).toContain('Bi-weekly advisory sprints');
  expect(missionControl?.name).toBe('Mission Control');
  expect(missionControl?.price).toBe('$2,500-$8,000 per project, or from $1,500/mo');
  expect(missionControl?.features.join(' ')).toContain('3-month minimum');

  expect(launchpad).toMatchObject({ price: '$1,400', duration: '12 weeks', timeCommitment: '10+ hrs/week' });
  expect(launchpad.tiers[0]?.name).toBe('Forge Program');
  expect(launchpad.offer?.amount).toBe(1400);

  expect(programs['astral-labs'].price).toBe('Free');
});
