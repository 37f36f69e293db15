// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdventureTitle } from '../../../runtime/rules/adventures.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { NO_SPINS_MESSAGE, seededAdventure } from './wheel-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const admin = (url: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${server.adminToken}` },
    payload,
  });

async function playerIn(groups: number[]) {
  const agent = new PlayerAgent(server.app);
  const { player } = await agent.signUp();
  if (groups.length > 0) {
    const changed = await admin('/sandbox/admin/player', { email: player.email, groups: { add: groups } });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return { agent, email: player.email as string };
}

interface Segment {
  id: number;
  weight: number;
}
interface Spin {
  segment: Segment;
  group: number | null;
  level: string;
  lootbox: { id: number; stage: string };
  gifts: unknown[];
}
const config = (name: string) =>
  JSON.parse(readFileSync(`brands/_base/cms/config/${name}.json`, 'utf8')) as unknown;
const segmentsOf1308 = (config('wheel-config-segments') as Record<string, Segment[]>)['1308']!;
const defaults = config('wheel-config') as Segment[];

let keys = 0;
const spin = (agent: PlayerAgent, key = `wheel-spin-${++keys}`) =>
  agent.post<Spin & { errors?: Record<string, string[]> }>('/api/player/wheel/spin', undefined, {
    'idempotency-key': key,
  });

describe('wheel spin', () => {
  it('spins once with the welcome wheel box, from the group’s segments, and issues the prize', async () => {
    const { agent } = await playerIn([1308]);
    const before = await agent.get<unknown[]>('/api/player/bonuses');
    const beforeSpins = await agent.get<unknown[]>('/api/player/freespins');
    const first = await spin(agent);
    expect(first.status, first.text).toBe(200);
    expect(first.body.group).toBe(1308);
    expect(first.body.level).toBe('rocket_lite');
    expect(segmentsOf1308.map((segment) => segment.id)).toContain(first.body.segment.id);
    expect(first.body.segment.weight).toBeGreaterThan(0);
    expect(first.body.lootbox.stage).toBe('activated');
    expect(first.body.gifts.length).toBeGreaterThan(0);
    const after = await agent.get<unknown[]>('/api/player/bonuses');
    const afterSpins = await agent.get<unknown[]>('/api/player/freespins');
    expect(after.body.length + afterSpins.body.length).toBe(
      before.body.length + beforeSpins.body.length + first.body.gifts.length,
    );

    const again = await spin(agent);
    expect(again.status).toBe(422);
    expect(again.body.errors?.base).toEqual([NO_SPINS_MESSAGE]);
  });

  it('answers a repeated key with the same spin and spends the box once', async () => {
    const { agent, email } = await playerIn([]);
    expect((await admin('/sandbox/admin/gifts', { email, kind: 'lootbox' })).statusCode).toBe(201);
    const first = await spin(agent, 'same-spin');
    const replay = await spin(agent, 'same-spin');
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(first.body.group).toBeNull();
    expect(defaults.filter((s) => s.weight > 0).map((s) => s.id)).toContain(first.body.segment.id);
    // The admin's box is the second: one spin left.
    expect((await spin(agent)).status).toBe(200);
    expect((await spin(agent)).status).toBe(422);
  });

  it('never draws a segment of weight 0 and refuses a body, a guest and bonuses switched off', async () => {
    const { agent, email } = await playerIn([]);
    for (let i = 0; i < 8; i += 1) await admin('/sandbox/admin/gifts', { email, kind: 'lootbox' });
    for (let i = 0; i < 9; i += 1) {
      const result = await spin(agent);
      expect(result.status).toBe(200);
      expect(result.body.segment.weight).toBeGreaterThan(0);
    }
    const { agent: other } = await playerIn([]);
    const withBody = await other.post('/api/player/wheel/spin', { segment: 1 }, { 'idempotency-key': 'b1' });
    expect(withBody.status).toBe(400);
    expect((await new PlayerAgent(server.app).post('/api/player/wheel/spin')).status).toBe(401);
    expect((await other.patch('/api/player/update_bonus_settings', { can_issue: false })).status).toBe(200);
    const off = await spin(other);
    expect(off.status).toBe(422);
  });
});

describe('vip adventures', () => {
  it('answers the seeded calendar to group 791 and testers, dated around today, nothing to others', async () => {
    const { agent } = await playerIn([791]);
    const answer = await agent.get<{ key: string; days: { title: string; completed: boolean }[] }>(
      '/api/player/vip_adventures',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.key).toBe('default');
    const today = new Date().toISOString().slice(0, 10);
    const dates = answer.body.days.map((day) => parseAdventureTitle(day.title)?.date);
    expect(dates[2]).toBe(today);
    expect(dates[0]! < today && dates[3]! > today).toBe(true);
    expect(answer.body.days.map((day) => day.completed)).toEqual([true, false, false, false]);

    const { agent: tester } = await playerIn([21]);
    expect((await tester.get<{ days: unknown[] }>('/api/player/vip_adventures')).body.days).toHaveLength(4);
    const { agent: other } = await playerIn([]);
    expect((await other.get('/api/player/vip_adventures')).body).toEqual({ key: null, days: [] });
    expect((await new PlayerAgent(server.app).get('/api/player/vip_adventures')).status).toBe(401);
  });

  it('dates the days from two days before now, step/total from their order', () => {
    const days = seededAdventure(
      [{ title: 'Day 1__1/3__01/01/2020' }, { title: 'Day 2__2/3__02/01/2020' }, { title: 'Super__3/3__x' }],
      Date.parse('2026-03-01T10:00:00Z'),
    );
    expect(days.map((day) => day.title)).toEqual([
      'Day 1__1/3__27/02/2026',
      'Day 2__2/3__28/02/2026',
      'Super__3/3__01/03/2026',
    ]);
    expect(days[0]!.activatable_until).toBe('2026-03-03T00:00:00.000Z');
  });
});
