// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent, registration } from '../testing/player-agent.ts';

let server: SandboxServer;

beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

type FieldErrors = { errors: Record<string, string[]> };

async function playerFrom(country: string) {
  const agent = new PlayerAgent(server.app);
  await agent.signUp({ country });
  return agent;
}

// Each pair is a code the client's form refuses for that country, and one it accepts (spec §5).
describe.each([
  ['IE', 'ABC 1234', 'D02 X285'],
  ['CH', '80010', '8001'],
  ['GB', 'SW1A 11A', 'SW1A 1AA'],
  ['BR', '0131-0100', '01310-100'],
  ['CA', '10115', 'M5V 2T6'],
  ['FR', '-75001', '75001'],
])('a player from %s editing their postal code', (country, refused, accepted) => {
  it(`is refused ${JSON.stringify(refused)} with a 422 on the postal code`, async () => {
    const agent = await playerFrom(country);
    const response = await agent.patch<FieldErrors>('/api/player', { player: { postal_code: refused } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ postal_code: ['is invalid'] });
  });

  it(`keeps ${JSON.stringify(accepted)}`, async () => {
    const agent = await playerFrom(country);
    const response = await agent.patch('/api/player', { player: { postal_code: accepted } });
    expect(response.status).toBe(200);
    const player = await agent.get<{ country: string; postal_code: string }>('/api/player');
    expect(player.body).toMatchObject({ country, postal_code: accepted });
  });
});

describe('registration with a postal code', () => {
  it('refuses a code the form refuses for the chosen country, under the postal code', async () => {
    const agent = new PlayerAgent(server.app);
    const response = await agent.post<FieldErrors>(
      '/api/users',
      registration({ country: 'GB', postal_code: 'SW1A 11A' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.postal_code).toEqual(['is invalid']);
    expect(agent.hasSession()).toBe(false);
  });
});

describe('promo subscriptions', () => {
  type Saved = { receive_promos: boolean; receive_sms_promos: boolean; messages?: { notice: string } };

  it('turns the promo e-mails on and says nothing more', async () => {
    const agent = await playerFrom('CA');
    await agent.put('/api/subscriptions', { subscription_params: { receive_promos: false } });
    const response = await agent.put<Saved>('/api/subscriptions', {
      subscription_params: { receive_promos: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ receive_promos: true });
    expect(response.body.messages).toBeUndefined();
    expect((await agent.get<Saved>('/api/subscriptions')).body.receive_promos).toBe(true);
  });

  it('answers "already subscribed" to a player who turns on what is on already', async () => {
    const agent = await playerFrom('CA');
    await agent.put('/api/subscriptions', { subscription_params: { receive_sms_promos: true } });
    const again = await agent.put<Saved>('/api/subscriptions', {
      subscription_params: { receive_sms_promos: true },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      receive_sms_promos: true,
      messages: { notice: 'ALREADY_SUBSCRIBED' },
    });
  });

  it('gives no notice for turning off, nor for a call that changes something', async () => {
    const agent = await playerFrom('CA');
    await agent.put('/api/subscriptions', { subscription_params: { receive_promos: true } });
    const off = await agent.put<Saved>('/api/subscriptions', {
      subscription_params: { receive_promos: false },
    });
    expect(off.body.messages).toBeUndefined();
    const mixed = await agent.put<Saved>('/api/subscriptions', {
      subscription_params: { receive_promos: true, receive_sms_promos: false },
    });
    expect(mixed.body).toMatchObject({ receive_promos: true, receive_sms_promos: false });
    expect(mixed.body.messages).toBeUndefined();
  });

  it("keeps one player's subscriptions from another's and refuses a guest", async () => {
    const first = await playerFrom('CA');
    const second = await playerFrom('CA');
    await first.put('/api/subscriptions', { subscription_params: { receive_sms_promos: true } });
    await second.put('/api/subscriptions', { subscription_params: { receive_sms_promos: false } });
    expect((await first.get<Saved>('/api/subscriptions')).body.receive_sms_promos).toBe(true);
    const guest = new PlayerAgent(server.app);
    expect(
      (await guest.put('/api/subscriptions', { subscription_params: { receive_promos: true } })).status,
    ).toBe(401);
  });
});

describe('an IBAN from Lithuania (spec §5)', () => {
  type Saved = { groups?: number[]; statuses: { id: number }[]; messages?: { notice: string } };
  const groupsOf = async (agent: PlayerAgent) =>
    (await agent.get<Saved>('/api/player')).body.statuses.map((status) => status.id);

  it('puts the player in group 1101 and answers with the LT message', async () => {
    const agent = await playerFrom('LT');
    const saved = await agent.patch<Saved>('/api/player', { player: { iban: 'LT121000011101001000' } });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toEqual({ notice: 'IBAN_LT' });
    expect(await groupsOf(agent)).toContain(1101);
  });

  it('refuses one with spaces under the IBAN, as the form never sends it', async () => {
    const agent = await playerFrom('LT');
    const saved = await agent.patch<FieldErrors>('/api/player', {
      player: { iban: 'LT12 1000 0111 0100 1000' },
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.body.errors)).toEqual(['iban']);
  });

  it('leaves another IBAN without message or group', async () => {
    const agent = await playerFrom('DE');
    const saved = await agent.patch<Saved>('/api/player', { player: { iban: 'DE89370400440532013000' } });
    expect(saved.status).toBe(200);
    expect(saved.body.messages).toBeUndefined();
    expect(await groupsOf(agent)).not.toContain(1101);
  });
});
