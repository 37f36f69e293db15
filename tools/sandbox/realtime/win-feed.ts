import type { RealtimeHub } from './hub.ts';

/** A simulated win for `public:wins`; the platform's shape is not known (API-SHAPES §3). */
export interface SimulatedWin {
  user_name: string;
  game: { identifier: string; title: string; provider: string };
  amount_cents: number;
  currency: string;
  created_at: string;
}

/** Milliseconds between simulated wins while someone watches `public:wins`. */
export const DEFAULT_WIN_FEED_INTERVAL_MS = 4_000;

const PLAYERS = ['lucky_otter', 'maxbet_mia', 'spin_doctor', 'nordic_ace', 'red7_ronan', 'kiwi_queen'];
const GAMES = [
  { provider: 'aurora-gaming', identifier: 'aurora-gaming/northern-fortune', title: 'Northern Fortune' },
  { provider: 'redline', identifier: 'redline/hot-sevens', title: 'Hot Sevens' },
  { provider: 'tidewater', identifier: 'tidewater/pearl-diver', title: 'Pearl Diver' },
  { provider: 'emberlight', identifier: 'emberlight/dragon-vault', title: 'Dragon Vault' },
];
const CURRENCIES = ['EUR', 'USD', 'CAD', 'AUD', 'NZD'];

/** The n-th win of the default feed: varied but reproducible. */
export function simulatedWin(n: number, now: Date = new Date()): SimulatedWin {
  const pick = <T>(list: readonly T[], salt: number): T => list[(n * 7 + salt) % list.length] as T;
  return {
    user_name: pick(PLAYERS, 1),
    game: pick(GAMES, 3),
    amount_cents: 500 + ((n * 7919) % 250_000),
    currency: pick(CURRENCIES, 5),
    created_at: now.toISOString(),
  };
}

/**
 * Publishes a win on `public:wins` every few seconds, but only while at least one connection is
 * subscribed, so an idle sandbox does no work and tests see no stray publications.
 */
export class WinFeed {
  private timer: ReturnType<typeof setInterval> | null = null;
  private count = 0;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly intervalMs: number,
    private readonly makeWin: (n: number) => unknown = simulatedWin,
  ) {}

  setWatched(watched: boolean): void {
    if (watched && this.timer === null && this.intervalMs > 0) {
      this.timer = setInterval(
        () => this.hub.publishPublic('wins', this.makeWin(this.count++)),
        this.intervalMs,
      );
    } else if (!watched) {
      this.stop();
    }
  }

  get running(): boolean {
    return this.timer !== null;
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
