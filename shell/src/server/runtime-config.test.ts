import { defaultSiteConfig } from '@pv/shared/config/site-config';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { browserEntry, readRuntimeConfig, serverEntry } from './runtime-config';

describe('readRuntimeConfig', () => {
  it('falls back to CONTENT.md defaults and the default ports', () => {
    const config = readRuntimeConfig({});
    expect(config.site).toEqual(defaultSiteConfig);
    expect(config.port).toBe(8080);
    expect(config.remotes.map((r) => [r.name, r.baseUrl, r.serverBaseUrl])).toEqual([
      ['mf_marketing', 'http://localhost:3001', 'http://localhost:3001'],
      ['mf_programs', 'http://localhost:3002', 'http://localhost:3002'],
      ['mf_blog', 'http://localhost:3003', 'http://localhost:3003'],
      ['mf_assessment', 'http://localhost:3004', 'http://localhost:3004'],
    ]);
    expect(config.serverSite).toEqual(config.site);
  });

  it('lets the server reach remotes and the backend at other addresses than browsers do', () => {
    const config = readRuntimeConfig({
      MF_BLOG_URL: 'http://localhost:3003',
      MF_BLOG_SERVER_URL: 'http://mf-blog:3003',
      SUPABASE_URL: 'http://localhost:54321',
      SUPABASE_SERVER_URL: 'http://gateway:54321',
    });
    const blog = config.remotes.find((r) => r.name === 'mf_blog');
    expect(blog && browserEntry(blog).entry).toBe('http://localhost:3003/browser/remoteEntry.js');
    expect(blog && serverEntry(blog).entry).toBe('http://mf-blog:3003/server/remoteEntry.js');
    expect(config.site.supabase.url).toBe('http://localhost:54321');
    expect(config.serverSite.supabase.url).toBe('http://gateway:54321');
  });

  it('defaults to the embedded local backend and its anon key', () => {
    expect(defaultSiteConfig.supabase).toEqual({ url: 'http://localhost:54321', anonKey: LOCAL_ANON_KEY });
  });

  it('reads every key from the environment', () => {
    const config = readRuntimeConfig({
      SITE_BRAND: 'Acme Launch',
      SITE_ORIGIN: 'https://acme.example/',
      SUPPORT_EMAIL: 'help@acme.example',
      SUPABASE_URL: 'https://db.acme.example/',
      SUPABASE_ANON_KEY: 'anon',
      GA_MEASUREMENT_ID: 'G-123',
      NEWSLETTER_FORM_URL: 'https://lists.example/subscribe',
      MF_BLOG_URL: 'https://blog.cdn.example/v7/',
      PORT: '9000',
    });
    expect(config.site.brand).toBe('Acme Launch');
    expect(config.site.origin).toBe('https://acme.example');
    expect(config.site.emails.support).toBe('help@acme.example');
    expect(config.site.supabase).toEqual({ url: 'https://db.acme.example', anonKey: 'anon' });
    expect(config.site.analyticsId).toBe('G-123');
    expect(config.site.newsletterFormUrl).toBe('https://lists.example/subscribe');
    expect(config.port).toBe(9000);
    const blog = config.remotes.find((r) => r.name === 'mf_blog');
    expect(blog && browserEntry(blog).entry).toBe('https://blog.cdn.example/v7/browser/remoteEntry.js');
    expect(blog && serverEntry(blog).entry).toBe('https://blog.cdn.example/v7/server/remoteEntry.js');
  });
});
