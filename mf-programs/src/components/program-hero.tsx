// The hero of a program's page: what the program is (its subtitle), its name as the page's h1, its
// tagline and the page's calls to action; beside them from 1024 px, the program at a glance (its
// emblem, its camp on the climb, price, length and the time it asks for). All from the program data.
import { css } from '@emotion/react';
import { ladder, type Program } from '@pv/shared/content/programs';
import { PageHero } from '@pv/shared/ui/page-hero';
import { ProgramEmblem } from '@pv/shared/ui/program-emblem';
import { colors, fonts, radii } from '@pv/shared/theme/tokens';
import { CallToActions, type CallToAction } from './call-to-actions';
import { FactList } from './fact-list';

const glanceStyle = css({
  padding: '1.75rem',
  borderRadius: radii.lg,
  background: colors.navySoft,
  border: '1px solid rgba(255, 255, 255, 0.12)',
});

const nameRow = css({ display: 'flex', alignItems: 'center', gap: '1rem', marginBottom: '1.5rem' });

const nameStyle = css({ margin: 0, fontFamily: fonts.heading, fontSize: '1.6rem', lineHeight: 1.15, color: colors.white });

const campStyle = css({ margin: '0.2rem 0 0', color: colors.tealLight, fontSize: '0.95rem', fontWeight: 600 });

const glanceLabel = (program: Program) => `${program.name}: price, length and time`;

function ProgramGlance({ program }: { program: Program }) {
  const camp = ladder.find((stage) => stage.id === program.id);
  return (
    <section aria-label={glanceLabel(program)} css={glanceStyle}>
      <div css={nameRow}>
        <ProgramEmblem program={program.emblem} size={64} />
        <div>
          <p css={nameStyle}>{program.name}</p>
          <p css={campStyle}>{camp ? `Camp at ${camp.elevation} on the climb` : program.subtitle}</p>
        </div>
      </div>
      <FactList
        on="dark"
        stacked
        facts={[
          { term: 'Price', detail: program.price },
          { term: 'Duration', detail: program.duration },
          { term: 'Your time', detail: program.timeCommitment },
        ]}
      />
    </section>
  );
}

export function ProgramHero({ program, actions, category }: { program: Program; actions: readonly CallToAction[]; category: string }) {
  return (
    <PageHero
      eyebrow={program.subtitle}
      title={program.title}
      lead={program.tagline}
      art={<ProgramGlance program={program} />}
      actions={<CallToActions actions={actions} category={category} />}
    />
  );
}
