/** @jest-environment node */
import { LOCAL_PREVIEW_SECRET, signGrant } from '@pv/shared/contract/release-preview';
import { knowReleases, serveDeployment, releaseDeployment, type RemoteLocation } from '../../federation/remote-deployments';
import { captureLogLines } from '../../testing/log-lines';
import { BUCKETS, chooseReleases, grantCookiePart, inCanary, releaseSetKey } from './release-choice';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const blog: RemoteLocation = { name: 'mf_blog', baseUrl: 'https://blog.example', serverBaseUrl: 'http://mf-blog:3003' };
const marketing: RemoteLocation = { name: 'mf_marketing', baseUrl: 'https://www.example', serverBaseUrl: 'http://mf-marketing:3001' };
const remotes = [blog, marketing];

beforeEach(() => {
  serveDeployment(blog, releaseDeployment(blog, 'v1'));
  serveDeployment(marketing, releaseDeployment(marketing, 'm1'));
  knowReleases('mf_blog', { canary: { version: 'v2', percent: 10, since: 'now' }, kept: ['v1', 'v2', 'v3'] });
  knowReleases('mf_marketing', { canary: null, kept: ['m1', 'm2'] });
});

const previewCookie = async (remote: string, release: string, expires = Math.floor(Date.now() / 1000) + 60) =>
  grantCookiePart({ remote, release, expires }, await signGrant(LOCAL_PREVIEW_SECRET, { remote, release, expires }));

describe('the releases a request gets', () => {
  it("by the visitor's bucket: under the canary's share, its candidate; the bucket is kept, or a new one given", async () => {
    const inside = await chooseReleases(`pv_bucket=${BUCKETS / 10 - 1}`, LOCAL_PREVIEW_SECRET, remotes);
    expect(inside).toEqual({ overrides: { mf_blog: releaseDeployment(blog, 'v2') }, previewed: [], bucket: { value: 999, isNew: false } });
    expect((await chooseReleases(`pv_bucket=${BUCKETS / 10}`, LOCAL_PREVIEW_SECRET, remotes)).overrides).toEqual({});
    const fresh = await chooseReleases('pv_bucket=not-a-number', LOCAL_PREVIEW_SECRET, remotes);
    expect(fresh.bucket).toEqual({ value: expect.any(Number), isNew: true });
    expect(releaseSetKey(inside)).toBe('mf_blog@v2');
  });

  it('without a canary, no bucket at all and every current release', async () => {
    knowReleases('mf_blog', { canary: null, kept: ['v1'] });
    expect(await chooseReleases(undefined, LOCAL_PREVIEW_SECRET, remotes)).toEqual({ overrides: {}, previewed: [], bucket: null });
  });

  it('by a preview cookie: each signed grant of a kept release, over the canary, several remotes at once', async () => {
    const cookie = `pv_bucket=9999; pv_preview=${await previewCookie('mf_blog', 'v3')}~${await previewCookie('mf_marketing', 'm2')}`;
    const chosen = await chooseReleases(cookie, LOCAL_PREVIEW_SECRET, remotes);
    expect(chosen.overrides).toEqual({ mf_blog: releaseDeployment(blog, 'v3'), mf_marketing: releaseDeployment(marketing, 'm2') });
    expect(chosen.previewed.map((grant) => `${grant.remote} ${grant.release}`)).toEqual(['mf_blog v3', 'mf_marketing m2']);
  });

  it('ignores a tampered grant, one signed with another secret, and a malformed cookie, with one log line each', async () => {
    const lines = captureLogLines();
    const tampered = (await previewCookie('mf_marketing', 'm2')).replace('m2', 'm1');
    const expired = await previewCookie('mf_blog', 'v3', Math.floor(Date.now() / 1000) - 1);
    const chosen = await chooseReleases(
      `pv_bucket=9999; pv_preview=${tampered}~${expired}`,
      'another-secret-of-at-least-32-chars!',
      remotes,
    );
    expect(chosen.overrides).toEqual({});
    expect((await chooseReleases('pv_preview=garbage', LOCAL_PREVIEW_SECRET, remotes)).previewed).toEqual([]);
    expect(lines.map((line) => line.msg)).toEqual([
      'Preview cookie ignored in part (mf_marketing m1: its signature does not match; mf_blog v3: its signature does not match)',
      'Preview cookie ignored: it is malformed',
    ]);
  });

  it("puts a canary's share of the buckets under it, decimals included", () => {
    expect([inCanary(0, 0.5), inCanary(49, 0.5), inCanary(50, 0.5), inCanary(9999, 100)]).toEqual([true, true, false, true]);
  });
});
