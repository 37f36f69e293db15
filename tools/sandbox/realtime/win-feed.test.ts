import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeHub, type Publication } from './hub.ts';
import { WinFeed, simulatedWin } from './win-feed.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('win feed', () => {
  it('publishes a win on public:wins at each interval while watched, and nothing after', () => {
    vi.useFakeTimers();
    const hub = new RealtimeHub('feed-secret');
    const published: Publication[] = [];
    hub.listen((publication) => published.push(publication));
    const feed = new WinFeed(hub, 1_000, (n) => ({ n }));

    vi.advanceTimersByTime(5_000);
    expect(published).toEqual([]);
    feed.setWatched(true);
    feed.setWatched(true);
    vi.advanceTimersByTime(3_000);
    expect(published).toEqual([0, 1, 2].map((n) => ({ channel: 'public:wins', data: { n } })));
    feed.setWatched(false);
    vi.advanceTimersByTime(3_000);
    expect(published).toHaveLength(3);
    expect(feed.running).toBe(false);
  });

  it('stays off with an interval of 0', () => {
    const feed = new WinFeed(new RealtimeHub('feed-secret'), 0);
    feed.setWatched(true);
    expect(feed.running).toBe(false);
  });

  it('varies the simulated wins and repeats them for the same number', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(simulatedWin(3, now)).toEqual(simulatedWin(3, now));
    expect(new Set([0, 1, 2, 3].map((n) => JSON.stringify(simulatedWin(n, now)))).size).toBe(4);
    expect(simulatedWin(1, now)).toMatchObject({
      amount_cents: expect.any(Number),
      created_at: now.toISOString(),
    });
  });
});
