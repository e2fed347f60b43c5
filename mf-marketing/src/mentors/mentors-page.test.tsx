import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { headingTexts, mailtoLinks, sectionOf } from '@pv/shared/testing/page-queries';
import { renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { MentorsPage } from './mentors-page';

describe('Mentors page', () => {
  it('has the benefits, the requirements with what mentors receive, how it works, and the call to apply', () => {
    const { container } = renderPage(<MentorsPage />, { path: '/mentors' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become a mentor');
    expect(headingTexts(container, 2)).toEqual([
      'Why mentors stay',
      'What we ask, and what you get',
      'From application to first session',
      'Apply to mentor',
    ]);
    expect(headingTexts(sectionOf(container, 'What we ask, and what you get'), 3)).toEqual([
      'What we ask of mentors',
      'What mentors receive',
    ]);
    expectNoDefaultConfigValues(container);
  });

  it('asks for 2-4 hours per month', () => {
    expect(facts.mentorCommitment).toBe('2-4 hours per month');
    const { container } = renderPage(<MentorsPage />, { path: '/mentors' });
    expect(sectionOf(container, 'What we ask, and what you get')).toHaveTextContent('A commitment of 2-4 hours per month');
  });

  it('applies by an e-mail draft to the support address with a subject and the body template', () => {
    const { container } = renderPage(<MentorsPage />, { path: '/mentors' });
    const drafts = mailtoLinks(container);
    expect(drafts.map((draft) => draft.text)).toEqual(['Apply to mentor', 'Apply by e-mail']);
    for (const draft of drafts) {
      expect(draft).toMatchObject({ to: testConfig.emails.support, subject: 'Mentor Application' });
      for (const field of [
        'Name: ',
        'Profile link (LinkedIn or personal website): ',
        'Areas of expertise: ',
        'Hours per month I can give: ',
      ])
        expect(draft.body).toContain(`\r\n${field}\r\n`);
    }
    expect(within(sectionOf(container, 'Apply to mentor')).getByRole('link', { name: 'Meet our mentors' })).toHaveAttribute(
      'href',
      '/community?tab=mentors',
    );
  });
});
