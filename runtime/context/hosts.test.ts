import { describe, expect, it } from 'vitest';
import { hostMatches, normaliseHost } from './hosts.ts';

describe('normaliseHost', () => {
  it.each([
    ['nova.localhost', 'nova.localhost'],
    ['Nova.LocalHost:5173', 'nova.localhost'],
    ['nova.localhost.', 'nova.localhost'],
    ['  localhost:80 ', 'localhost'],
    ['[::1]:5173', '[::1]'],
  ])('reads %j as %j', (raw, host) => {
    expect(normaliseHost(raw)).toBe(host);
  });
});

describe('hostMatches', () => {
  it.each([
    ['nova.localhost', 'nova.localhost', true],
    ['nova.localhost', 'x.nova.localhost', false],
    ['*.nova.localhost', 'x.nova.localhost', true],
    ['*.nova.localhost', 'x.y.nova.localhost', true],
    ['*.nova.localhost', 'nova.localhost', false],
    ['*.nova.localhost', 'evilnova.localhost', false],
  ] as const)('pattern %s on %s → %s', (pattern, host, expected) => {
    expect(hostMatches(pattern, host)).toBe(expected);
  });
});
