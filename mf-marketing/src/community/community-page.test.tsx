import { screen, within } from '@testing-library/react';
import { facts } from '@pv/shared/content/facts';
import { currentUrl, renderPage } from '@pv/shared/testing/render-page';
import { expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { CommunityPage } from './community-page';
import { forumCategories, mentors, RATING_SCALE, successStories } from './community-content';
import { initialsOf } from './initials-avatar';

const selectedTab = () => screen.getByRole('tab', { selected: true });
const panel = () => screen.getByRole('tabpanel');
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Community page', () => {
  it('has the five tabs in order, overview by default, as a named WAI-ARIA tab list', () => {
    const { container } = renderPage(<CommunityPage />, { path: '/community' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = screen.getByRole('tablist', { name: 'Community' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Events', 'Forum', 'Mentors', 'Success stories']);
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(5);
    expect(tab('Forum')).toHaveAttribute('href', '/community?tab=forum');
    expect(tab('Overview')).toHaveAttribute('href', '/community');
    expectNoDefaultConfigValues(container);
  });

  it.each([
    ['events', 'Events', 'Regular events'],
    ['forum', 'Forum', 'Forum'],
    ['mentors', 'Mentors', 'Mentors'],
    ['success', 'Success stories', 'Success stories'],
  ])('renders ?tab=%s selected from the URL', (id, label, heading) => {
    renderPage(<CommunityPage />, { path: `/community?tab=${id}` });
    expect(selectedTab()).toHaveTextContent(label);
    expect(within(panel()).getByRole('heading', { level: 3 })).toHaveTextContent(heading);
  });

  it('moves between tabs with the arrow keys, Home and End, writing the choice into the URL', async () => {
    const { user } = renderPage(<CommunityPage />, { path: '/community' });
    await user.click(tab('Overview'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Events')).toHaveFocus();
    expect(currentUrl()).toBe('/community?tab=events');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Success stories');
    expect(currentUrl()).toBe('/community?tab=success');
    expect(within(panel()).getByRole('heading', { level: 3 })).toHaveTextContent('Success stories');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Overview');
    expect(currentUrl()).toBe('/community');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('labels the active members as such, with the shared figures', () => {
    renderPage(<CommunityPage />, { path: '/community' });
    const stats = within(panel()).getByRole('list', { name: 'A community that does the work together' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${facts.activeMembers} active members`,
      `${facts.monthlyDiscussions} discussions a month`,
      `${facts.eventsHosted} events hosted`,
      `${facts.resources} founder resources`,
    ]);
  });

  it('opens the community chat from every join button, in a new tab', () => {
    renderPage(<CommunityPage />, { path: '/community' });
    const joins = screen.getAllByRole('link', { name: /Join the community/ });
    expect(joins.length).toBeGreaterThanOrEqual(2);
    for (const link of joins) {
      expect(link).toHaveAttribute('href', testConfig.urls.communityChat);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('registers for events on the events calendar', () => {
    renderPage(<CommunityPage />, { path: '/community?tab=events' });
    const registers = within(panel()).getAllByRole('link', { name: /^Register on the calendar/ });
    expect(registers).toHaveLength(4);
    for (const link of registers) expect(link).toHaveAttribute('href', testConfig.urls.eventsCalendar);
    expect(within(panel()).getByRole('link', { name: 'All events and the calendar' })).toHaveAttribute('href', '/events');
  });

  it('lists the forum categories with posts and members; joining a discussion opens the chat', () => {
    renderPage(<CommunityPage />, { path: '/community?tab=forum' });
    const cards = within(panel()).getAllByRole('article');
    expect(cards).toHaveLength(forumCategories.length);
    expect(cards[0]).toHaveTextContent('Fundraising');
    expect(cards[0]).toHaveTextContent('1,840 posts · 960 members');
    for (const link of within(panel()).getAllByRole('link', { name: /^Join the discussion/ }))
      expect(link).toHaveAttribute('href', testConfig.urls.communityChat);
  });

  it('shows each mentor with title, expertise, companies, sessions and rating; book opens the booking page, become goes to /mentors', () => {
    renderPage(<CommunityPage />, { path: '/community?tab=mentors' });
    const cards = within(panel()).getAllByRole('article');
    expect(cards).toHaveLength(mentors.length);
    const [first] = mentors;
    expect(cards[0]).toHaveTextContent(`${first?.name}${first?.title}`);
    expect(within(cards[0] as HTMLElement).getByRole('list', { name: `Expertise: ${first?.name}` })).toHaveTextContent(
      first?.expertise.join('') ?? '',
    );
    expect(cards[0]).toHaveTextContent(`Companies${first?.companies.join(', ')}`);
    expect(cards[0]).toHaveTextContent(`Sessions${first?.sessions}`);
    expect(cards[0]).toHaveTextContent(`Rated ${first?.rating} out of ${RATING_SCALE} by founders`);
    for (const link of within(panel()).getAllByRole('link', { name: /^Book a session/ }))
      expect(link).toHaveAttribute('href', testConfig.urls.booking);
    expect(within(panel()).getByRole('link', { name: 'Become a mentor' })).toHaveAttribute('href', '/mentors');
    expect(panel()).toHaveTextContent(`${facts.mentors} mentors give founders ${facts.mentorCommitment} each`);
  });

  it('tells the success stories', () => {
    renderPage(<CommunityPage />, { path: '/community?tab=success' });
    expect(within(panel()).getAllByRole('article')).toHaveLength(successStories.length);
  });

  it('marks every mentor and story as a sample for the operator to replace', () => {
    expect(mentors.every((mentor) => mentor.sample)).toBe(true);
    expect(successStories.every((story) => story.sample)).toBe(true);
    expect(new Set(mentors.map((mentor) => mentor.id)).size).toBe(mentors.length);
  });

  it('draws initials from the first and last name', () => {
    expect(initialsOf('Dana Whitfield')).toBe('DW');
    expect(initialsOf('Mary Ann van Dyke')).toBe('MD');
    expect(initialsOf('Cher')).toBe('C');
  });
});
