import { describe, expect, it } from 'vitest';
import { imageSourceOf, isAllowedImageUrl } from './image-origins.ts';

const origins = ['https://cdn.example', 'https://*.img.example', 'https://media.example:8443'];

describe('isAllowedImageUrl', () => {
  it.each([
    ['/assets/generated/banner/welcome.svg'],
    ['assets/a.png'],
    ['../a.png'],
    ['?v=2'],
    ['https://cdn.example/a.png'],
    ['https://CDN.example/a.png'],
    ['https://cdn.example:443/a.png'],
    ['https://eu.img.example/a.png'],
    ['https://a.b.img.example/a.png'],
    ['https://media.example:8443/a.png'],
  ])('loads %s', (url) => {
    expect(isAllowedImageUrl(url, origins)).toBe(true);
  });

  it.each([
    ['https://evil.example/a.png'],
    ['//evil.example/a.png'],
    ['\\\\evil.example/a.png'],
    ['/\\evil.example/a.png'],
    [' \t//evil.example/a.png'],
    ['http://cdn.example/a.png'],
    ['https://cdn.example.evil.example/a.png'],
    ['https://evilcdn.example/a.png'],
    ['https://img.example/a.png'],
    ['https://cdn.example:8443/a.png'],
    ['https://media.example/a.png'],
    ['https://user@evil.example/a.png'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['blob:https://cdn.example/1'],
    ['javascript:alert(1)'],
    ['http://[::1'],
  ])('refuses %s', (url) => {
    expect(isAllowedImageUrl(url, origins)).toBe(false);
  });

  it('refuses every absolute URL when the brand lists no origin, its own hosts included', () => {
    expect(isAllowedImageUrl('https://nova.example/a.png', [])).toBe(false);
    expect(isAllowedImageUrl('/a.png', [])).toBe(true);
  });
});

describe('imageSourceOf', () => {
  it('names the origin, or the scheme of a URL without one', () => {
    expect(imageSourceOf('https://evil.example/x.png?a=1')).toBe('https://evil.example');
    expect(imageSourceOf('//evil.example/x.png')).toBe('https://evil.example');
    expect(imageSourceOf('data:image/png;base64,AA')).toBe('data:');
    expect(imageSourceOf('/a.png')).toBe('this site');
  });
});
