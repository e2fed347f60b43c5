// Tabs after the WAI-ARIA tabs pattern, with automatic activation. The selection lives in the URL
// (`?tab=forum`; the default tab is the URL without it), so it can be shared, the server renders
// it, and back and forward move between tabs. Every panel is in the HTML; the others are hidden.
// This is the server's HTML; its behaviour (clicks, arrow keys, Home and End, back and forward) is
// `startTabSets` (shared/src/ui/tab-sets.ts), started by the boot script, with no React. Before it
// runs, or without JavaScript, each tab is a link to its URL, which the server renders selected,
// and every tab is in the Tab order (the script then keeps only the selected one there).
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useQueryParam } from '@pv/shared/navigation/use-query-param';
import { colors, radii } from '@pv/shared/theme/tokens';
import { DEFAULT_TAB_ATTRIBUTE, TAB_ATTRIBUTE, TAB_PARAM_ATTRIBUTE, TAB_SET_ATTRIBUTE } from '@pv/shared/ui/tab-sets';

export interface TabDefinition {
  /** The value in the URL: `?tab=<id>`. */
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabSetProps {
  /** The set's id, unique in the page: its tabs are `<id>-tab-<tab>`, its panels `<id>-panel-<tab>`. */
  id: string;
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

export function TabSet({ id, tabs, label, param = 'tab', defaultTab = tabs[0]?.id }: TabSetProps) {
  const [value, , hrefFor] = useQueryParam(param);
  const selected = tabs.find((tab) => tab.id === value)?.id ?? defaultTab;
  const urlValue = (tab: string) => (tab === defaultTab ? null : tab);
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = (tab: string) => `${id}-panel-${tab}`;

  return (
    <div {...{ [TAB_SET_ATTRIBUTE]: id, [TAB_PARAM_ATTRIBUTE]: param, [DEFAULT_TAB_ATTRIBUTE]: defaultTab }}>
      <div role="tablist" aria-label={label} css={tabListStyle}>
        {tabs.map((tab) => (
          <a
            key={tab.id}
            href={hrefFor(urlValue(tab.id))}
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            css={tabStyle}
            {...{ [TAB_ATTRIBUTE]: tab.id }}
          >
            {tab.label}
          </a>
        ))}
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
