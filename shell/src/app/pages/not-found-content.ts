// The 404 page's words beside the ones docs/behaviour.md fixes ("404", "Oops! Page not found",
// "Return to Home"): where a visitor who followed an old link most likely wanted to go.
import type { NavHref } from '@pv/shared/contract/navigation';

export const notFoundCopy = {
  code: '404',
  heading: 'Oops! Page not found',
  home: 'Return to Home',
  lead: 'The page may have moved, or the link may be mistyped. These are where most visitors are headed:',
  suggestionsLabel: 'Popular pages',
  suggestions: [
    {
      title: 'Our programs',
      text: 'Compass, Breakthrough, Engine, Launchpad and Astral Labs, compared side by side.',
      to: '/programs',
    },
    {
      title: 'The free assessment',
      text: 'Five questions, instant results, and the program that fits where you are.',
      to: '/chart-my-course',
    },
    {
      title: 'The blog',
      text: 'Fundraising playbooks from founders and investors: runway, decks, term sheets.',
      to: '/blog',
    },
  ] satisfies readonly { title: string; text: string; to: NavHref }[],
  search: { label: 'Search the blog', placeholder: 'Runway, pitch deck, SAFE…', submit: 'Search' },
} as const;
