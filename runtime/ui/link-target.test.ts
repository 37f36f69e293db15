import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target.ts';

const origin = 'https://nova.localhost';

describe('linkTarget', () => {
  it('treats a root-relative path as a route of this site', () => {
    expect(linkTarget('/promotions?x=1#top', origin)).toEqual({
      kind: 'internal',
      path: '/promotions?x=1#top',
    });
  });

  it('treats an absolute address on this origin as a route of this site', () => {
    expect(linkTarget('https://nova.localhost/games', origin)).toEqual({ kind: 'internal', path: '/games' });
  });

  it('treats another host, including a protocol-relative one, as external', () => {
    expect(linkTarget('https://example.com/a', origin)).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(linkTarget('//evil.example/a', origin).kind).toBe('external');
  });

  it('leaves mail, phone and in-page anchors as plain links', () => {
    expect(linkTarget('mailto:help@nova.example', origin).kind).toBe('other');
    expect(linkTarget('tel:+3721234', origin).kind).toBe('other');
    expect(linkTarget('#faq', origin).kind).toBe('other');
  });
});
