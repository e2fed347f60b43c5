import { routes } from '@pv/shared/contract/routes';
import { remoteFiles, remoteFilesFor } from './remote-files';

describe('remote files', () => {
  it('gives the blog its images folder', () => {
    expect(remoteFilesFor('/images/blog/runway-math.webp')).toEqual({ prefix: '/images/blog/', remote: 'mf_blog' });
  });

  it('gives the assessment its persona cards', () => {
    expect(remoteFilesFor('/images/compass/growth-seeker.png')).toEqual({ prefix: '/images/compass/', remote: 'mf_assessment' });
  });

  it('gives the marketing remote the documents under /resources/', () => {
    expect(remoteFilesFor('/resources/partnership-guide.pdf')).toEqual({ prefix: '/resources/', remote: 'mf_marketing' });
  });

  it('leaves every other path to the shell: its own images, pages, the folder itself', () => {
    for (const pathname of [
      '/images/logo.png',
      '/images/social-card.png',
      '/blog',
      '/images/blog',
      '/images/blog/',
      '/favicon.svg',
      '/resources',
      '/resources/',
    ])
      expect(remoteFilesFor(pathname)).toBeNull();
  });

  it('refuses a path that climbs out of the folder or cannot be decoded', () => {
    for (const pathname of [
      '/images/blog/../../server/remoteEntry.js',
      '/images/blog/%2e%2e/x',
      '/images/blog/a%5C..%5Cb',
      '/images/blog/%E0%A4%A',
    ])
      expect(remoteFilesFor(pathname)).toBeNull();
  });

  it('never shadows a page of the route table', () => {
    for (const { path } of routes) expect(remoteFilesFor(path)).toBeNull();
    for (const { prefix } of remoteFiles) for (const { path } of routes) expect(path.startsWith(prefix)).toBe(false);
  });
});
