import { describe, expect, it } from 'vitest';
import { CHAT_HASH_DELAY_MS } from '../rules/timing.ts';
import { resolveHash, type HashContext } from './hash-actions.ts';

const ctx: HashContext = { bettingHost: 'sport.nova.localhost' };

describe('resolveHash', () => {
  it.each([
    ['#sign-in', 'login'],
    ['#sign-up', 'registration'],
    ['#remind', 'remind'],
    ['#new-password', 'new-password'],
    ['#users/password/edit', 'new-password'],
    ['#profile/password/edit', 'new-password'],
    ['#users%2Fpassword%2Fedit', 'new-password'],
  ])('opens the popup of %s (%s)', (hash, name) => {
    expect(resolveHash(hash, ctx)).toEqual({ type: 'modal', name, params: {} });
  });

  it('opens the support chat after one second', () => {
    expect(resolveHash('#chat', ctx)).toEqual({ type: 'chat', delayMs: 1000 });
    expect(CHAT_HASH_DELAY_MS).toBe(1000);
  });

  it.each([
    ['#sport', 'https://sport.nova.localhost/'],
    ['#sport_live', 'https://sport.nova.localhost/live'],
    ['#sport_football/england', 'https://sport.nova.localhost/football/england'],
  ])('sends %s to the sports site', (hash, url) => {
    expect(resolveHash(hash, ctx)).toEqual({ type: 'external', url });
  });

  it('keeps the scheme and port of the mirror on the way to the sports site', () => {
    expect(resolveHash('#sport_live', { ...ctx, page: { protocol: 'http:', port: '4313' } })).toEqual({
      type: 'external',
      url: 'http://sport.nova.localhost:4313/live',
    });
  });

  it('does nothing for a sports hash where no sports site applies', () => {
    expect(resolveHash('#sport_live', { bettingHost: null })).toBeNull();
  });

  it('refuses a sports section that could point elsewhere', () => {
    expect(resolveHash('#sport_@evil.example', ctx)).toBeNull();
    expect(resolveHash('#sport_a.b', ctx)).toBeNull();
  });

  it.each(['', '#', '#faq', '#sportsbook', '#SIGN-IN'])('leaves %s to the page (an anchor)', (hash) => {
    expect(resolveHash(hash, ctx)).toBeNull();
  });

  it('does not offer a logged-in player the guest popups', () => {
    expect(resolveHash('#sign-in', { ...ctx, auth: 'player' })).toBeNull();
    expect(resolveHash('#sign-up', { ...ctx, auth: 'player' })).toBeNull();
    expect(resolveHash('#remind', { ...ctx, auth: 'player' })).toBeNull();
    expect(resolveHash('#new-password', { ...ctx, auth: 'player' })).toEqual({
      type: 'modal',
      name: 'new-password',
      params: {},
    });
  });

  it.each([
    ['#sign-up', 'REGISTRATION_RESTRICTED'],
    ['#sign-in', 'LOGIN_RESTRICTED'],
    ['#remind', 'LOGIN_RESTRICTED'],
    ['#new-password', 'LOGIN_RESTRICTED'],
  ])('shows a restricted-region guest a warning instead of %s', (hash, warning) => {
    expect(resolveHash(hash, { ...ctx, restriction: 'partial' })).toEqual({ type: 'restricted', warning });
    expect(resolveHash(hash, { ...ctx, restriction: 'full' })).toEqual({ type: 'restricted', warning });
  });

  it('still opens the chat for a restricted-region guest', () => {
    expect(resolveHash('#chat', { ...ctx, restriction: 'full' })).toEqual({ type: 'chat', delayMs: 1000 });
  });
});
