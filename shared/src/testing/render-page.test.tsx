import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { configValues, expectNoDefaultConfigValues, testConfig } from '@pv/shared/testing/test-config';
import { currentUrl, OTHER_PAGE_TEXT, renderPage, testQueryClient } from '@pv/shared/testing/render-page';

describe('the test configuration', () => {
  it('differs from the defaults in every value a page may show', () => {
    const defaults = configValues(defaultSiteConfig);
    const values = configValues(testConfig);
    expect(values).toHaveLength(defaults.length);
    for (const value of values) for (const byDefault of defaults) expect(value).not.toContain(byDefault);
  });

  it('catches a page that shows a default value', () => {
    const shown = document.createElement('div');
    shown.innerHTML = `<a href="mailto:${defaultSiteConfig.emails.privacy}">write</a>`;
    expect(() => expectNoDefaultConfigValues(shown)).toThrow();
    shown.innerHTML = `<a href="mailto:${testConfig.emails.privacy}">write</a>`;
    expect(() => expectNoDefaultConfigValues(shown)).not.toThrow();
  });
});

function Probe() {
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  return (
    <div css={css({ color: 'rgb(1, 2, 3)' })}>
      <p>{config.brand}</p>
      <p>{queryClient.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'}</p>
      <Link to="/elsewhere?from=probe">Leave</Link>
    </div>
  );
}

describe('renderPage', () => {
  it('gives the page the test configuration, a query client without retries and emotion styles', () => {
    renderPage(<Probe />, { path: '/here' });
    expect(screen.getByText(testConfig.brand)).toBeInTheDocument();
    expect(screen.getByText('no retries')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText(testConfig.brand).parentElement as HTMLElement).color).toBe('rgb(1, 2, 3)');
  });

  it('mounts the page at its route, with the query in the URL', () => {
    renderPage(<Probe />, { path: '/items/7?sort=new', route: '/items/:id' });
    expect(screen.getByText(testConfig.brand)).toBeInTheDocument();
    expect(currentUrl()).toBe('/items/7?sort=new');
  });

  it('shows where a followed link went', async () => {
    const { user } = renderPage(<Probe />, { path: '/here' });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText(OTHER_PAGE_TEXT)).toBeInTheDocument();
    expect(currentUrl()).toBe('/elsewhere?from=probe');
  });

  it('takes another configuration and query client', () => {
    const queryClient = testQueryClient();
    const view = renderPage(<Probe />, { config: defaultSiteConfig, queryClient });
    expect(view.queryClient).toBe(queryClient);
    expect(screen.getByText(defaultSiteConfig.brand)).toBeInTheDocument();
  });
});
