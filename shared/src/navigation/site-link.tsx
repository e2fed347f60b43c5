import type { ComponentPropsWithRef } from 'react';
import { ctaAttributes, type CtaTracking } from '@pv/shared/analytics/link-clicks';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import { locationSource, navigateTo } from '@pv/shared/navigation/site-location';

export interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of this site: `/programs`, `/blog?tag=Metrics`, `/#events`. */
  href: string;
  /** A call to action: its click is recorded as a `cta_click` (from attributes, without scripts of its own). */
  cta?: CtaTracking;
}

/** Only a path of this site (not `//other.host`, not another scheme) is navigated in the page. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link to a page of this site: a real anchor, so it works before scripts run (and in server HTML
 * that is never hydrated), opens in a new tab with a modifier key, and is crawled. A plain click
 * that the registered location source navigates in the page (a change of the query, or any path
 * under a client router) is handed to it, replacing the history entry when the link is to the URL
 * already shown; every other click is the browser's.
 */
export function SiteLink({ href, onClick, cta, ...props }: SiteLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const source = locationSource();
        if (!source || !isSitePath(href) || !isPlainClick(event) || !source.navigatesInPage(href)) return;
        event.preventDefault();
        navigateTo(href);
      }}
      {...ctaAttributes(cta)}
      {...props}
    />
  );
}
