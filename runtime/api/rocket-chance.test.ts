import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';
import { getRocketChance, launchRocket } from './rocket-chance.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('rocket chance', () => {
  it('reads the player’s day from /api/rocket_chance', async () => {
    const api = fakeApi(() => ({ chances_left: 1, free_left: 1, launches: [] }));
    restore = api.restore;
    await expect(getRocketChance()).resolves.toMatchObject({ chances_left: 1 });
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/rocket_chance' });
  });

  it('launches with the action’s Idempotency-Key and the language the prize is named in', async () => {
    const api = fakeApi(() => ({ launch: { id: 3 }, gift: null, comp_points: null, state: {} }));
    restore = api.restore;
    await launchRocket('de', 'launch-1');
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/rocket_chance/launch',
      body: { locale: 'de' },
      headers: { 'idempotency-key': 'launch-1' },
    });
  });

  it('passes the refusal of a launch with none left on as the server’s answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() =>
      jsonResponse({ errors: { base: ['you have no rocket launches left today'] } }, { status: 422 }),
    ).restore;
    const refused = await launchRocket('en', 'launch-2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
  });
});
