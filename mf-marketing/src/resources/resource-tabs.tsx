// The resources page's library: tabs All, Our Tools and Partner Perks that filter the cards (All
// shows both groups, the others one each; docs/content.md, "No dead ends"), on the shared tab set:
// the choice is in the URL (`?tab=perks`) and rendered by the server. Server HTML only: the boot
// script drives the tabs without React (docs/decisions/0023-header-without-react.md).
import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { CardGrid } from '@pv/shared/ui/card-grid';
import { TabSet } from '@pv/shared/ui/tab-set';
import { colors } from '@pv/shared/theme/tokens';
import { PerkCard, ToolCard } from './resource-cards';
import type { PartnerPerk, ResourceTabId, ResourceTool, resourcesCopy } from './resources-content';

export interface ResourceTabsProps {
  tabs: readonly { id: ResourceTabId; label: string }[];
  copy: (typeof resourcesCopy)['library'];
  tools: readonly ResourceTool[];
  perks: readonly PartnerPerk[];
}

const groupHeading = css({ fontSize: '1.5rem', margin: '0 0 0.35rem' });
const groupIntro = css({ margin: '0 0 1.5rem', maxWidth: '62ch', color: colors.inkMuted });
const group = css({ '& + &': { marginTop: '3rem' } });

export function ResourceTabs({ tabs, copy, tools, perks }: ResourceTabsProps) {
  const toolGroup = (
    <div css={group}>
      <h3 css={groupHeading}>{copy.toolsHeading}</h3>
      <p css={groupIntro}>{copy.toolsIntro}</p>
      <CardGrid aria-label={copy.toolsHeading}>
        {tools.map((tool) => (
          <ToolCard key={tool.id} tool={tool} words={copy} />
        ))}
      </CardGrid>
    </div>
  );
  const perkGroup = (
    <div css={group}>
      <h3 css={groupHeading}>{copy.perksHeading}</h3>
      <p css={groupIntro}>{copy.perksIntro}</p>
      <CardGrid aria-label={copy.perksHeading}>
        {perks.map((perk) => (
          <PerkCard key={perk.id} perk={perk} words={copy} />
        ))}
      </CardGrid>
    </div>
  );
  const content: Record<ResourceTabId, ReactNode> = {
    all: (
      <>
        {toolGroup}
        {perkGroup}
      </>
    ),
    tools: toolGroup,
    perks: perkGroup,
  };
  return <TabSet id="resource-tabs" label={copy.tabsLabel} tabs={tabs.map((tab) => ({ ...tab, content: content[tab.id] }))} />;
}
