import { screen } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { useSiteConfig } from '@pv/shared/config/site-config-context';
import { island, scriptIsland } from '@pv/shared/islands/island';
import { SiteLink } from '@pv/shared/navigation/site-link';
import { useSiteLocation } from '@pv/shared/navigation/use-site-location';
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

/** A count in a button: the server renders it at 0, and only a start (the browser's part of an island) makes a click count. */
function CountButton({ label }: { label: string }) {
  return <button type="button" data-label={label}>{`${label}: 0`}</button>;
}

function startCount(marker: HTMLElement) {
  const button = marker.querySelector('button');
  let count = 0;
  const onClick = () => {
    count += 1;
    if (button) button.textContent = `${button.dataset.label ?? ''}: ${count}`;
  };
  button?.addEventListener('click', onClick);
  return () => button?.removeEventListener('click', onClick);
}

const CountIsland = scriptIsland('count', CountButton, startCount);

/** An island that reads the page's data: the day's number, fresh a minute. */
function DayNumber({ label }: { label: string }) {
  const { data } = useQuery({ queryKey: ['day'], queryFn: () => Promise.resolve({ number: -1 }), staleTime: 60_000 });
  return <p>{`${label}: ${data?.number ?? 'none'}`}</p>;
}
const DayNumberIsland = island('day-number', DayNumber, { queryCache: true });

function Query() {
  const { search } = useSiteLocation();
  return <p>{`Query ${search || 'none'}`}</p>;
}

describe('renderPage', () => {
  it('gives the page the test configuration and a query client without retries', () => {
    renderPage(<Probe />, { path: '/here' });
    expect(screen.getByText(testConfig.brand)).toBeInTheDocument();
    expect(screen.getByText('no retries')).toBeInTheDocument();
  });

  it('renders the page for its URL, with the query', () => {
    renderPage(<Query />, { path: '/items/7?tag=Boston' });
    expect(screen.getByText('Query ?tag=Boston')).toBeInTheDocument();
    expect(currentUrl()).toBe('/items/7?tag=Boston');
  });

  it('starts the islands of the page and runs nothing else, as the boot script does', async () => {
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

  it('shows another page where a followed link went', async () => {
    const { user } = renderPage(<Probe />, { path: '/here' });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText(OTHER_PAGE_TEXT)).toBeInTheDocument();
    expect(currentUrl()).toBe('/elsewhere?from=probe');
  });

  it("hydrates an island that reads data from the server's data as the page state carries it, in a client of its own, asking nothing", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['day'], { number: 7 });
    const { browserQueryClient, serverHtml } = renderPage(<DayNumberIsland hydrate="load" label="Day" />, {
      queryClient,
      beforeHydration: (container) => container.querySelector('p')?.setAttribute('data-restored', ''),
    });
    expect(serverHtml).toContain('Day: 7');
    expect(screen.getByText('Day: 7')).toHaveAttribute('data-restored');
    expect(browserQueryClient).not.toBe(queryClient);
    expect(browserQueryClient.getQueryData(['day'])).toEqual({ number: 7 });
    expect(browserQueryClient.getQueryState(['day'])?.fetchStatus).toBe('idle');
  });

  it('takes another configuration and query client', () => {
    const queryClient = testQueryClient();
    const view = renderPage(<Probe />, { config: defaultSiteConfig, queryClient });
    expect(view.queryClient).toBe(queryClient);
    expect(screen.getByText(defaultSiteConfig.brand)).toBeInTheDocument();
  });
});
