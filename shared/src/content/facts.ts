// One value per fact (docs/content.md). Pages read figures from here and never repeat them as literals.
export const facts = {
  alumniFunding: '$483M+',
  investorNetwork: '450+',
  communityMembers: '70K+',
  activeMembers: '1,200+',
  continents: '5+',
  countries: '40+',
  mentors: '30+',
  expertNetwork: '50+',
  fundedFounders: '450+',
  founded: 2016,
  monthlyDiscussions: '500+',
  eventsHosted: '120+',
  resources: '100+',
  partnerPerksTotal: 'over $500K',
  ownershipKept: '100%',
  copyrightYear: 2025,
  legalLastUpdated: '2025-01-15',
  minimumAge: 18,
  freeAssessment: { minutes: 'about 10 minutes', promise: 'instant results, no credit card' },
  /** What a mentor gives (the mentors page, the community's mentors tab). */
  mentorCommitment: '2-4 hours per month',
  /** How long a service partner must have served startups (the partners and resources pages). */
  partnerExperience: '3+ years',
} as const;

/** The two office locations the legal pages and footer mention. */
export const postalLine = 'Boston, MA, United States';
