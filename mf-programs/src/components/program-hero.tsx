// The hero of a program's page: what the program is (its subtitle), its name as the page's h1, its
// tagline, and the page's calls to action. All from the program data.
import type { Program } from '@pv/shared/content/programs';
import { PageHero } from '@pv/shared/ui/page-hero';
import { CallToActions, type CallToAction } from './call-to-actions';

export function ProgramHero({ program, actions, category }: { program: Program; actions: readonly CallToAction[]; category: string }) {
  return (
    <PageHero
      eyebrow={program.subtitle}
      title={program.title}
      lead={program.tagline}
      actions={<CallToActions actions={actions} category={category} />}
    />
  );
}
