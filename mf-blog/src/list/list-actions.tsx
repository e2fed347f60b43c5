// What the blog list's controls do, for every control of the island (blog-list.tsx): each moves the
// list to the state it makes of the newest one, and asks for that state as the visitor starts to
// press it (docs/decisions/0022-blog-list-speed.md). Without scripts the same
// controls are a form and links, and none of this runs.
import { createContext, useContext, type KeyboardEvent, type PointerEvent } from 'react';
import { inPageLink } from '@pv/shared/navigation/in-page-navigation';
import { isPlainClick } from '@pv/shared/navigation/plain-click';
import { SiteLink, type SiteLinkProps } from '@pv/shared/navigation/site-link';
import type { ListState } from './list-state';
import type { ListNavigation, NextState } from './use-list-navigation';

export interface ListActions extends Pick<ListNavigation, 'change' | 'askAhead' | 'retry'> {
  /** The list's URL for a state. */
  hrefFor(state: ListState): string;
}

export const ListActionsContext = createContext<ListActions | null>(null);

export function useListActions(): ListActions {
  const actions = useContext(ListActionsContext);
  if (!actions) throw new Error('A control of the blog list is rendered outside the list');
  return actions;
}

/**
 * A press comes a tenth of a second or so before its click: the main button going down, or Space,
 * which clicks when it is released. The state the control leads to is asked for then.
 */
export function asksWhenPressed(askAhead: ListActions['askAhead'], next: NextState) {
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0) askAhead(next);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ' && !event.repeat) askAhead(next);
    },
  };
}

/** A button that moves the list (a badge, Clear, Clear Filters): its press asks, its click changes. */
export function useChangeButton(next: NextState) {
  const { change, askAhead } = useListActions();
  return { ...asksWhenPressed(askAhead, next), onClick: () => change(next) };
}

/**
 * A link to another state of the list (a page of it): shown in place, the focus then on the new
 * page's summary; a link like any other without scripts, or with a modifier key. Never loaded
 * ahead as a document (`inPageLink`).
 */
export function ListLink({ to, ...props }: Omit<SiteLinkProps, 'href' | 'onClick' | 'onPointerDown'> & { to: ListState }) {
  const { hrefFor, askAhead, change } = useListActions();
  return (
    <SiteLink
      href={hrefFor(to)}
      {...inPageLink}
      {...props}
      onPointerDown={(event) => {
        if (event.button === 0) askAhead(to);
      }}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        change(to, { focusSummary: true });
      }}
    />
  );
}
