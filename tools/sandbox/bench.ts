import autocannon from 'autocannon';
import { buildServer } from './server.ts';
import { PlayerAgent } from './testing/player-agent.ts';

export interface BenchResult {
  rps: number;
  p99: number;
}

/** Seconds each endpoint is measured. */
export const BENCH_SECONDS = 5;
/** Request rate cap: the sandbox must hold this, not prove a maximum. */
export const BENCH_MAX_RPS = 500;
/**
 * Seconds each endpoint runs at the same rate before it is measured, not counted. A fresh process
 * answers its first second of requests while V8 still compiles the code they run (event-loop
 * stalls of 50 ms and more); the goal is about the steady state, as in any load test.
 */
export const BENCH_WARMUP_SECONDS = 2;
const CONNECTIONS = 20;

async function measure(options: autocannon.Options): Promise<BenchResult> {
  await autocannon({
    connections: CONNECTIONS,
    duration: BENCH_WARMUP_SECONDS,
    overallRate: BENCH_MAX_RPS,
    ...options,
  });
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: BENCH_SECONDS,
    overallRate: BENCH_MAX_RPS,
    ...options,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Throughput and tail latency of the sandbox on a free port, in memory: the games filter (the
 * lobby's main call) and the logged-in player call.
 */
export async function benchSandbox(): Promise<{ gamesFilter: BenchResult; player: BenchResult }> {
  const server = await buildServer({ memory: true });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;

    // A signed-in player, as the sign-up journey makes one (registration, then the mailed link).
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const cookie = agent.cookieHeader();

    const gamesFilter = await measure({
      url: `${origin}/api/games_filter`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device: 'desktop', page: 1, page_size: 40 }),
    });
    const player = await measure({ url: `${origin}/api/player`, headers: { cookie } });
    return { gamesFilter, player };
  } finally {
    await server.close();
  }
}
