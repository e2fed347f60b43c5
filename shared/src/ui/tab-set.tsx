// Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrow keys, Home and End move
// the focus and select; only the selected tab is in the Tab order. The selection lives in the URL
// (`?tab=forum`; the default tab is the URL without it), so it can be shared, the server renders
// it, and back and forward move between tabs. Every panel is in the HTML; the others are hidden.
// Each tab is a link to its URL, so the tabs work before scripts run (the server then selects).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { useQueryParam } from '@pv/shared/navigation/use-query-param';
import { colors, radii } from '@pv/shared/theme/tokens';

export interface TabDefinition {
  /** The value in the URL: `?tab=<id>`. */
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabSetProps {
  tabs: readonly TabDefinition[];
  /** The tab list's accessible name ("Community"). */
  label: string;
  /** The query parameter that holds the selection (default `tab`). */
  param?: string;
  /** The tab shown when the URL names none (default the first); it is never written into the URL. */
  defaultTab?: string;
}

// Tabs are pills in rows that wrap: every tab in sight at any width, none behind a scroll.
const tabListStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
});

const tabStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0.5rem 1.1rem',
  border: `1px solid ${colors.line}`,
  borderRadius: radii.pill,
  background: colors.white,
  color: colors.ink,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 150ms ease, border-color 150ms ease',
  '&:hover': { color: colors.navy, borderColor: colors.navy },
  '&[aria-selected="true"]': { color: colors.white, background: colors.navy, borderColor: colors.navy },
});

const panelStyle = css({ paddingTop: '1.75rem', '&[hidden]': { display: 'none' } });

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabSet({ tabs, label, param = 'tab', defaultTab = tabs[0]?.id }: TabSetProps) {
  const baseId = useId();
  const [value, setValue, hrefFor] = useQueryParam(param);
  const selected = tabs.find((tab) => tab.id === value)?.id ?? defaultTab;
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const urlValue = (id: string) => (id === defaultTab ? null : id);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const from = tabRefs.current.findIndex((el) => el === event.target);
    if (!move || from < 0) return;
    event.preventDefault();
    const next = tabs[move(from, tabs.length)];
    if (!next) return;
    tabRefs.current[tabs.indexOf(next)]?.focus();
    if (next.id !== selected) setValue(urlValue(next.id));
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={tabListStyle} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <SiteLink
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              href={hrefFor(urlValue(tab.id))}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              css={tabStyle}
            >
              {tab.label}
            </SiteLink>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          css={panelStyle}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
