import { absoluteBackendUrl } from '@pv/shared/supabase/client';

describe('absoluteBackendUrl', () => {
  it("puts a path on the page's own origin, whatever page it is", () => {
    expect(absoluteBackendUrl('/api', 'https://site.example/blog?tag=Boston')).toBe('https://site.example/api');
    expect(absoluteBackendUrl('/api', 'http://localhost:18080/')).toBe('http://localhost:18080/api');
  });

  it('leaves a whole URL as it is', () => {
    expect(absoluteBackendUrl('https://db.example', 'https://site.example/blog')).toBe('https://db.example');
  });

  it('uses the current page in a browser', () => {
    expect(absoluteBackendUrl('/api')).toBe(`${window.location.origin}/api`);
  });
});
