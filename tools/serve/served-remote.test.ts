import { EnvironmentError } from '@pv/shared/config/environment';
import { servedRemote } from './served-remote.ts';

describe("a remote's server", () => {
  it("serves the remote of its folder on the registry's default port", () => {
    expect(servedRemote('/repo/mf-blog', {})).toEqual({ name: 'mf-blog', port: 3003 });
    expect(servedRemote('/repo/mf-marketing', {})).toEqual({ name: 'mf-marketing', port: 3001 });
  });

  it("takes PORT first, then the remote's own port variable", () => {
    expect(servedRemote('/repo/mf-blog', { MF_BLOG_PORT: '3103' }).port).toBe(3103);
    expect(servedRemote('/repo/mf-blog', { PORT: '4000', MF_BLOG_PORT: '3103' }).port).toBe(4000);
    expect(servedRemote('/repo/mf-blog', { MF_MARKETING_PORT: '3101' }).port).toBe(3003);
  });

  it('serves a copy of a build in any folder on PORT, and needs it there', () => {
    expect(servedRemote('/tmp/deployment', { PORT: '20001' })).toEqual({ name: 'deployment', port: 20001 });
    expect(() => servedRemote('/tmp/deployment', {})).toThrow(EnvironmentError);
  });

  it('refuses a bad port with its variable named', () => {
    expect(() => servedRemote('/repo/mf-blog', { MF_BLOG_PORT: 'blog' })).toThrow(
      'MF_BLOG_PORT must be a whole number between 1 and 65535, got "blog"',
    );
  });
});
