import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it.each(['https://images.example.com/a.jpg', 'http://images.example.com/a.jpg?w=800', '/images/blog/a.webp'])('keeps %s', (url) => {
    expect(imageUrl(url)).toBe(url);
  });

  it.each([
    null,
    '',
    '   ',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'images/a.jpg',
    'https://x.example/a.jpg" onerror="alert(1)',
    'javascript:window.__xss=29//"><script>window.__xss=30</script>',
  ])('refuses %j', (url) => {
    expect(imageUrl(url)).toBeNull();
  });
});
