import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { locationSource, navigateTo } from '@pv/shared/navigation/site-location';

export interface SiteLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of this site: `/programs`, `/blog?tag=Metrics`, `/#events`. */
  href: string;
}

/** A click the page may take over: the main button, no modifier key, meant for this tab. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/** Only a path of this site (not `//other.host`, not another scheme) is navigated in the page. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A link to a page of this site: a real anchor, so it works before scripts run, opens in a new tab
 * with a modifier key, and is crawled. A plain click asks the registered location source to
 * navigate (replacing the history entry when the link is to the URL already shown); with none
 * registered, the browser loads the page.
 */
export function SiteLink({ href, onClick, ...props }: SiteLinkProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!locationSource() || !isSitePath(href) || !isPlainClick(event)) return;
        event.preventDefault();
        navigateTo(href);
      }}
      {...props}
    />
  );
}
