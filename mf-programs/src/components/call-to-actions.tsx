// The buttons of a navy band (a page's hero, its closing call to action): the first is the primary
// one, the others outlined. A site path becomes a site link, anything else an external link that
// opens in a new tab; every click is recorded as a call to action in `category`.
import { ButtonLink, ExternalLink } from '@pv/shared/ui/links';

export interface CallToAction {
  label: string;
  /** A path of this site (`/programs`, `#app`) or an external URL. */
  href: string;
}

const isOnSite = (href: string) => href.startsWith('/') || href.startsWith('#');

export function CallToActions({ actions, category }: { actions: readonly CallToAction[]; category: string }) {
  return (
    <>
      {actions.map(({ label, href }, index) => {
        const variant = index === 0 ? 'primary' : 'light';
        return isOnSite(href) ? (
          <ButtonLink key={label} href={href} variant={variant} cta={{ category, label }}>
            {label}
          </ButtonLink>
        ) : (
          <ExternalLink key={label} href={href} variant={variant} category={category} cta={{ category, label }}>
            {label}
          </ExternalLink>
        );
      })}
    </>
  );
}
