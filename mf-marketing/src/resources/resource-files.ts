// Written by mf-marketing/documents/build-documents.ts (npm run documents -w @pv/mf-marketing): do not
// edit. The PDFs under public/resources/, served at these paths, and the configuration they were
// printed with.
export const documentsConfig = { brand: 'Prepared Ventures', emails: { partnerships: 'partnerships@example.com' } } as const;

export const resourceFiles = {
  'fundraising-readiness-checklist': {
    path: '/resources/fundraising-readiness-checklist.pdf',
    title: 'Fundraising Readiness Checklist',
    bytes: 55483,
    pages: 3,
    sourceSha256: 'eb3bb1e7cdd5b86b6093a2a5ebfb51e14184144a2948098507c58a471b7d150e',
  },
  'pitch-deck-outline': {
    path: '/resources/pitch-deck-outline.pdf',
    title: 'Pitch Deck Outline',
    bytes: 57836,
    pages: 3,
    sourceSha256: '4069dd653f642487a2a425515917b2b963be655ebd17d1a0d8aaacb62ec6513a',
  },
  'investor-update-template': {
    path: '/resources/investor-update-template.pdf',
    title: 'Investor Update Template',
    bytes: 60386,
    pages: 2,
    sourceSha256: '89227e49a1f796dc9b2881a610af649bc238ceb19cc92ca9453da0f4e5ea7425',
  },
  'partnership-guide': {
    path: '/resources/partnership-guide.pdf',
    title: 'Partnership Guide',
    bytes: 58907,
    pages: 2,
    sourceSha256: '4e8060ba71dca1da708078ea627dba6f2009b18f00dee00c1c1e006bff41d857',
  },
} as const;

export type ResourceFileSlug = keyof typeof resourceFiles;
