// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tournament, TournamentPlayerStatus } from '../../../runtime/api/tournaments.ts';
import { questThresholds } from '../../../runtime/rules/quest.ts';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_QUEST_PROGRESS_PATH } from './quest-routes.ts';

let server: SandboxServer;
const published: Publication[] = [];
beforeAll(async () => {
  server = await buildServer({ memory: true });
  server.hub.listen((publication) => published.push(publication));
}, 120_000);
afterAll(async () => server?.close());

const push = (payload: object, token: string | null = server.adminToken) =>
  server.app.inject({
    method: 'POST',
    url: ADMIN_QUEST_PROGRESS_PATH,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

async function signedIn() {
  const agent = new PlayerAgent(server.app);
  const { player } = await agent.signUp();
  return { agent, email: player.email as string };
}

const DAY = 86_400_000;

describe('quests and achievements in the tournaments list (spec §3)', () => {
  it('serves quests of every time relative to now, with sizes, a test quest and a group-only one', async () => {
    const list = (await new PlayerAgent(server.app).get<Tournament[]>('/api/tournaments')).body;
    const quests = list.filter((t) => t.frontend_identifier.includes('quest'));
    const now = Date.now();
    const state = (t: Tournament) =>
      Date.parse(t.start_at) > now ? 'future' : Date.parse(t.end_at) > now ? 'active' : 'archive';
    expect(new Set(quests.map(state))).toEqual(new Set(['future', 'active', 'archive']));
    expect(quests.some((t) => t.frontend_identifier.includes('ffc'))).toBe(true);
    expect(quests.some((t) => t.group_ids.length > 0)).toBe(true);
    expect(list.some((t) => t.frontend_identifier.includes('achievement') && state(t) === 'active')).toBe(
      true,
    );
    // Dates follow the clock: an active quest ends within weeks of now, not on a fixed date.
    for (const quest of quests) expect(Math.abs(Date.parse(quest.end_at) - now)).toBeLessThan(60 * DAY);
  });
});

describe(`POST ${ADMIN_QUEST_PROGRESS_PATH}`, () => {
  it('needs the admin token', async () => {
    const { email } = await signedIn();
    expect((await push({ email, quest: 'quest-galaxy', level: 2 }, null)).statusCode).toBe(401);
    expect((await push({ email, quest: 'quest-galaxy', level: 2 }, 'wrong')).statusCode).toBe(401);
  });

  it("raises a player's quest level, only theirs, and tells their pages", async () => {
    const one = await signedIn();
    const other = await signedIn();
    const galaxy = (await one.agent.get<Tournament[]>('/api/tournaments')).body.find(
      (t) => t.frontend_identifier === 'quest-galaxy',
    )!;
    const before = await one.agent.get<TournamentPlayerStatus>(`/api/tournaments/${galaxy.id}/status`);
    expect(before.body.bets).toBe('0.00');

    published.length = 0;
    const answer = await push({ email: one.email, quest: 'quest-galaxy', level: 3 });
    expect(answer.statusCode, answer.body).toBe(200);
    const threshold = questThresholds('m', 'EUR')[2]!;
    expect(answer.json()).toMatchObject({ tournament_id: galaxy.id, level: 3, levels: 25 });
    expect(Number(answer.json().bets)).toBe(threshold);
    expect(published.some((p) => p.channel.includes('tournaments_statuses'))).toBe(true);

    const after = await one.agent.get<TournamentPlayerStatus>(`/api/tournaments/${galaxy.id}/status`);
    expect(Number(after.body.bets)).toBe(threshold);
    const batch = await one.agent.get<Record<string, TournamentPlayerStatus>>(
      `/batch?url[]=api/tournaments/${galaxy.id}/status`,
    );
    expect(Number(Object.values(batch.body)[0]!.bets)).toBe(threshold);
    const untouched = await other.agent.get<TournamentPlayerStatus>(`/api/tournaments/${galaxy.id}/status`);
    expect(untouched.body.bets).toBe('0.00');

    // Bets add up; a lower level never takes bets away.
    const more = await push({ email: one.email, quest: 'quest-galaxy', bet_cents: 150_000 });
    expect(Number(more.json().bets)).toBe(threshold + 1_500);
    expect(more.json().level).toBe(4);
    const lower = await push({ email: one.email, quest: 'quest-galaxy', level: 1 });
    expect(Number(lower.json().bets)).toBe(threshold + 1_500);
  });

  it('finds a quest by its slug or id, and counts spins of an achievement', async () => {
    const { email } = await signedIn();
    const list = (await new PlayerAgent(server.app).get<Tournament[]>('/api/tournaments')).body;
    const rookie = list.find((t) => t.frontend_identifier === 'quest-rookie')!;
    const byId = await push({ email, quest: String(rookie.id), level: 6 });
    expect(byId.json()).toMatchObject({ level: 6, levels: 6 });
    const spins = await push({ email, quest: 'achievement-first-steps', spins: 3 });
    expect(spins.statusCode).toBe(200);
    expect(spins.json()).toMatchObject({ games_taken: 3, level: null });
  });

  it.each([
    [{ quest: 'quest-galaxy' }, 400],
    [{ quest: 'quest-galaxy', level: 0 }, 400],
    [{ quest: 'quest-galaxy', level: 26 }, 400],
    [{ quest: 'quest-galaxy', bet_cents: -5 }, 400],
    [{ quest: 'quest-galaxy', bet_cents: '5' }, 400],
    [{ quest: 'quest-galaxy', level: 2, extra: true }, 400],
    [{ quest: '', level: 2 }, 400],
    [{ quest: 'quest-nowhere', level: 2 }, 404],
    [{ quest: 'tournament-weekly-spin-race', level: 2 }, 404],
    [{ quest: 'quest-rookie', level: 7 }, 422],
    [{ quest: 'achievement-first-steps', level: 2 }, 422],
    [{ quest: 'quest-vip', level: 2 }, 422],
  ])('refuses %o with %i, never 500', async (body, status) => {
    const { email } = await signedIn();
    const answer = await push({ email, ...body });
    expect(answer.statusCode, answer.body).toBe(status);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await push({ email: 'nobody@example.com', quest: 'quest-galaxy', level: 2 })).statusCode).toBe(
      404,
    );
  });
});
