import { useState } from 'react';
import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { css } from '@emotion/react';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { island } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { useQueryParam } from '@pv/shared/navigation/use-query-param';
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
    <div>
      <p>{config.brand}</p>
      <p>{queryClient.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'}</p>
      <SiteLink href="/elsewhere?from=probe">Leave</SiteLink>
    </div>
  );
}

function CountButton({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button css={css({ color: 'rgb(1, 2, 3)' })} onClick={() => setCount(count + 1)}>
      {`${label}: ${count}`}
    </button>
  );
}

const CountIsland = island('count', CountButton);

function Filter() {
  const [tag, setTag] = useQueryParam('tag');
  return <button onClick={() => setTag('Metrics')}>{`Tag ${tag ?? 'none'}`}</button>;
}

const FilterIsland = island('filter', Filter);

describe('renderPage', () => {
  it('gives the page the test configuration and a query client without retries, and its islands their styles', () => {
    renderPage(
      <>
        <Probe />
        <CountIsland hydrate="load" label="Island" />
      </>,
      { path: '/here' },
    );
    expect(screen.getByText(testConfig.brand)).toBeInTheDocument();
    expect(screen.getByText('no retries')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('button', { name: 'Island: 0' })).color).toBe('rgb(1, 2, 3)');
  });

  it('renders the page for its URL, with the query', () => {
    renderPage(<Filter />, { path: '/items/7?tag=Boston' });
    expect(screen.getByRole('button', { name: 'Tag Boston' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/items/7?tag=Boston');
  });

  it('hydrates the islands of the page and nothing else, as the browser does', async () => {
    const { user } = renderPage(
      <main>
        <CountButton label="Page" />
        <CountIsland hydrate="load" label="Island" />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Page: 0' }));
    await user.click(screen.getByRole('button', { name: 'Island: 0' }));
    expect(screen.getByRole('button', { name: 'Page: 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Island: 1' })).toBeInTheDocument();
    expect(document.querySelector('pv-island[data-island="shell:count"]')).not.toBeNull();
  });

  it('keeps a change of the query in the page', async () => {
    const { user } = renderPage(<FilterIsland hydrate="load" />, { path: '/items' });
    await user.click(screen.getByRole('button', { name: 'Tag none' }));
    expect(screen.getByRole('button', { name: 'Tag Metrics' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/items?tag=Metrics');
  });

  it('shows another page where a followed link went', async () => {
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
