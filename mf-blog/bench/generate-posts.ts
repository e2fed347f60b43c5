// 1,000 published posts of realistic length for the list benchmark, the same every run (seeded):
// titles of 5-10 words, excerpts of 2 sentences or none, bodies of 6-10 sections (600-1,900
// words, 4-14 KB of HTML, median 8.6 KB like the seed's 7.6), 1-4 topics from 18, 12 authors, 6 years.

export interface GeneratedPost {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  meta_description: string | null;
  featured_image: string | null;
  tags: string[];
  author: string;
  published_date: string;
}

export const TOPICS = [
  'Fundraising',
  'Pitch Deck',
  'Metrics',
  'Investors',
  'Venture Capital',
  'Angel Investors',
  'Term Sheets',
  'Cap Table',
  'Due Diligence',
  'Founder Mindset',
  'Go-to-Market',
  'Hiring',
  'Product',
  'Boston',
  'Non-Dilutive Funding',
  'Sales',
  'Storytelling',
  'Operations',
];

export const AUTHORS = [
  'Maya Okafor',
  'Daniel Reyes',
  'Priya Raman',
  'Tom Callahan',
  'Elena Voss',
  'Samir Haddad',
  'Grace Liu',
  'Jonas Becker',
  'Amara Nwosu',
  'Lucas Moreau',
  'Hannah Kim',
  'Rafael Ortiz',
];

const IMAGES = [
  'runway-math-when-to-start-raising',
  'how-to-build-an-investor-pipeline-that-actually-closes',
  'the-seed-pitch-deck-slide-by-slide',
  'safes-vs-priced-rounds-what-founders-actually-give-up',
  'the-metrics-investors-ask-for-at-pre-seed-and-seed',
  'reading-your-first-term-sheet',
  'cap-table-hygiene-seven-things-to-fix-before-you-raise',
  'warm-intros-and-cold-emails-getting-the-first-meeting',
];

const WORDS = `founder founders investor investors round seed pre-seed series capital runway burn revenue growth
retention churn cohort pipeline meeting deck slide story traction market customer customers product
team hire hiring valuation dilution equity option pool board terms sheet liquidation preference
pro rata diligence data room metrics month quarter year plan forecast cash bank raise raising close
closing lead partner fund thesis check size angel angels syndicate accelerator program mentor
feedback pitch narrative problem solution competition advantage moat pricing sales channel
acquisition cost lifetime value margin gross net payback efficiency milestone evidence signal
momentum trust clarity focus habit weekly update template introduction warm cold email follow
rejection learning iteration launch scale engine compass boston ecosystem university lab research
grant program non-dilutive loan credit timeline process calendar schedule priority risk upside
the a an and of to in for on with that this it is are was be as at by from or but not you your
we our they their more most less when how why what which who can will should would could about`
  .split(/\s+/)
  .filter(Boolean);

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatePosts(count = 1000, seed = 20261121): GeneratedPost[] {
  const next = random(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const text = words(int(8, 18));
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => {
    const parts = Array.from({ length: int(3, 5) }, sentence).join(' ');
    // Inline markup as real articles have it.
    return `<p>${parts.replace(/ (\w+) (\w+)\./, ' <strong>$1</strong> $2.').replace(/ (\w+),?$/, ' <em>$1</em>')}</p>`;
  };
  const start = Date.UTC(2020, 0, 6, 14);
  const span = Date.UTC(2025, 10, 1) - start;
  return Array.from({ length: count }, (_, index) => {
    const titleWords = words(int(5, 10));
    const title = titleWords.replace(/\b\w/g, (c) => c.toUpperCase());
    const sections = Array.from({ length: int(6, 10) }, () => {
      const heading = words(int(2, 6)).replace(/^\w/, (c) => c.toUpperCase());
      const list = next() < 0.3 ? `<ul>${Array.from({ length: int(3, 5) }, () => `<li>${sentence()}</li>`).join('')}</ul>` : '';
      return `<h2>${heading}</h2>\n${Array.from({ length: int(2, 3) }, paragraph).join('\n')}${list}`;
    });
    const tags = [...new Set(Array.from({ length: int(1, 4) }, () => pick(TOPICS)))];
    const image = next() < 0.7 ? `/images/blog/${pick(IMAGES)}.webp` : null;
    return {
      slug: `bench-${String(index + 1).padStart(4, '0')}-${titleWords
        .split(' ')
        .slice(0, 4)
        .join('-')
        .replace(/[^a-z0-9-]/g, '')}`
        .replace(/-+/g, '-')
        .replace(/-$/, ''),
      title,
      excerpt: next() < 0.6 ? `${sentence()} ${sentence()}` : null,
      content: sections.join('\n'),
      meta_description: next() < 0.5 ? sentence() : null,
      featured_image: image,
      tags,
      author: pick(AUTHORS),
      published_date: new Date(start + Math.floor(next() * span)).toISOString(),
    };
  });
}
