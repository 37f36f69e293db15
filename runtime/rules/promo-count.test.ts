import { describe, expect, it } from 'vitest';
import { activePromoCount, type CountablePromo } from './promo-count.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const promo = (id: number, over: Partial<CountablePromo> = {}): CountablePromo => ({
  id,
  frontend_identifier: `cup-${id}`,
  start_at: '2026-06-01T00:00:00Z',
  end_at: '2026-06-30T00:00:00Z',
  group_ids: [],
  ...over,
});

describe('activePromoCount', () => {
  it('counts running tournaments and lotteries together', () => {
    expect(activePromoCount({ tournaments: [promo(1), promo(2)], lotteries: [promo(1)] }, [], NOW)).toBe(3);
  });

  it('leaves out future and finished ones', () => {
    const future = promo(3, { start_at: '2026-07-01T00:00:00Z', end_at: '2026-07-10T00:00:00Z' });
    const over = promo(4, { start_at: '2026-05-01T00:00:00Z', end_at: '2026-05-10T00:00:00Z' });
    expect(activePromoCount({ tournaments: [promo(1), future, over] }, [], NOW)).toBe(1);
  });

  it('leaves out hidden tournaments, quests and achievements', () => {
    const lists = {
      tournaments: [
        promo(1, { frontend_identifier: 'summer-nonvisible' }),
        promo(2, { frontend_identifier: 'daily-quest' }),
        promo(3, { frontend_identifier: 'first-achievement' }),
        promo(4),
      ],
    };
    expect(activePromoCount(lists, [], NOW)).toBe(1);
  });

  it('counts a group tournament only for players in its groups', () => {
    const vipOnly = promo(5, { group_ids: [257] });
    expect(activePromoCount({ tournaments: [vipOnly] }, [], NOW)).toBe(0);
    expect(activePromoCount({ tournaments: [vipOnly] }, [257], NOW)).toBe(1);
  });

  it('adds the player’s custom tournaments once, even when the public list has them too', () => {
    const lists = { tournaments: [promo(1)], playerTournaments: [promo(1), promo(9)] };
    expect(activePromoCount(lists, [], NOW)).toBe(2);
  });
});
