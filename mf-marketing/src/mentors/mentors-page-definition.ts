// /mentors as the shell sees it.
import type { PageDefinition } from '@pv/shared/contract/page';
import { mentorsCopy } from './mentors-content';
import { MentorsPage } from './mentors-page';

export const mentorsPage: PageDefinition = { Component: MentorsPage, meta: () => mentorsCopy.meta };
