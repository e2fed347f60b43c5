import fs from 'node:fs';
import path from 'node:path';
import { remoteByFolder, remoteByName, remoteNames, remotes } from '@pv/shared/contract/remotes';

const repoRoot = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;

describe('the registry of remotes', () => {
  it('names four remotes on ports 3001 to 3004, with their variables', () => {
    expect(remotes.map((r) => [r.name, r.folder, r.packageName, r.defaultPort, r.env])).toEqual([
      [
        'mf_marketing',
        'mf-marketing',
        '@pv/mf-marketing',
        3001,
        { url: 'MF_MARKETING_URL', serverUrl: 'MF_MARKETING_SERVER_URL', port: 'MF_MARKETING_PORT' },
      ],
      [
        'mf_programs',
        'mf-programs',
        '@pv/mf-programs',
        3002,
        { url: 'MF_PROGRAMS_URL', serverUrl: 'MF_PROGRAMS_SERVER_URL', port: 'MF_PROGRAMS_PORT' },
      ],
      ['mf_blog', 'mf-blog', '@pv/mf-blog', 3003, { url: 'MF_BLOG_URL', serverUrl: 'MF_BLOG_SERVER_URL', port: 'MF_BLOG_PORT' }],
      [
        'mf_assessment',
        'mf-assessment',
        '@pv/mf-assessment',
        3004,
        { url: 'MF_ASSESSMENT_URL', serverUrl: 'MF_ASSESSMENT_SERVER_URL', port: 'MF_ASSESSMENT_PORT' },
      ],
    ]);
    expect(remoteNames).toEqual(['mf_marketing', 'mf_programs', 'mf_blog', 'mf_assessment']);
  });

  it.each(remotes.map((r) => [r.folder, r]))('matches the workspace in %s/', (folder, remote) => {
    expect((readJson('package.json').workspaces as string[]).includes(folder)).toBe(true);
    expect(readJson(`${folder}/package.json`).name).toBe(remote.packageName);
    // The build names its federation container from the registry too (remoteBuild takes a RemoteName).
    expect(fs.readFileSync(path.join(repoRoot, folder, 'rspack.config.ts'), 'utf8')).toContain(`remoteBuild('${remote.name}'`);
  });

  it('finds a remote by name and by folder', () => {
    expect(remoteByName('mf_blog').folder).toBe('mf-blog');
    expect(remoteByFolder('mf-assessment')?.name).toBe('mf_assessment');
    expect(remoteByFolder('shell')).toBeUndefined();
  });
});
