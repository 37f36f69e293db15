// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostHeader, requestHost } from './request-host.ts';

describe('requestHost', () => {
  it('is the Host header as brands list hosts: lower case, without port or trailing dot', () => {
    expect(requestHost({ headers: { host: 'Nova.Localhost.:8080' } })).toBe('nova.localhost');
    expect(requestHost({ headers: { host: '[::1]:8080' } })).toBe('[::1]');
  });

  it('never takes the host a client or proxy forwards', () => {
    const request = { headers: { host: 'nova-mirror.localhost', 'x-forwarded-host': 'nova.localhost' } };
    expect(requestHost(request)).toBe('nova-mirror.localhost');
  });

  it('is empty without a Host header, and the first one of several', () => {
    expect(requestHost({ headers: {} })).toBe('');
    expect(requestHost({ headers: { host: ['lumen.localhost', 'nova.localhost'] } })).toBe('lumen.localhost');
  });
});

describe('hostHeader', () => {
  it("keeps the port, for URLs back to the visitor's own origin", () => {
    expect(hostHeader({ headers: { host: 'nova.localhost:8080', 'x-forwarded-host': 'x.example' } })).toBe(
      'nova.localhost:8080',
    );
  });
});
