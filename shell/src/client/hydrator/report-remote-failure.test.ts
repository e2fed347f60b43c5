import { REMOTE_FAILURE_PATH } from '@pv/shared/contract/release-status';
import { testConfig } from '@pv/shared/testing/test-config';
import type { PageState } from '../../app/page-state';
import { reportRemoteFailure } from './report-remote-failure';

const stateWith = (entry: string): PageState => ({
  config: testConfig,
  route: '/blog',
  releases: {},
  remotes: [{ name: 'mf_blog', entry }],
  islands: [],
});
const beacon = jest.fn((_path: string, _body: Blob) => true);

beforeEach(() => {
  window.dataLayer = [];
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

it('sends the failed island to the shell with the release the page state names, besides the analytics event', async () => {
  reportRemoteFailure(stateWith('https://blog.example/releases/1.1.0-abcd1234/browser/remoteEntry.js'), 'mf_blog', 'render', 'counter');
  expect(window.dataLayer).toEqual([{ event: 'remote_failure', remote: 'mf_blog', kind: 'render', label: 'counter' }]);
  const [path, body] = beacon.mock.calls[0] ?? [];
  expect(path).toBe(REMOTE_FAILURE_PATH);
  expect(body?.type).toBe('application/json');
  expect(JSON.parse(await textOf(body as Blob))).toEqual({
    remote: 'mf_blog',
    release: '1.1.0-abcd1234',
    kind: 'render',
    island: 'counter',
  });
});

it('sends only the analytics event for a build without releases (nothing to count it against)', () => {
  reportRemoteFailure(stateWith('https://blog.example/browser/remoteEntry.js'), 'mf_blog', 'load', 'counter');
  expect(window.dataLayer).toHaveLength(1);
  expect(beacon).not.toHaveBeenCalled();
});
