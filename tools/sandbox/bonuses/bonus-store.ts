import type { Queryable } from '../db/database.ts';
import { one } from '../db/database.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { GameRaw, LootboxTemplate } from '../catalog/types.ts';
import { move } from '../wallet/wallet.ts';
import { daysFrom, type FreespinStage } from './bonus-rules.ts';

interface BonusRow {
  id: number;
  player_id: number;
  title: string;
  type: string;
  strategy: string;
  group_key: string | null;
  stage: string;
  currency: string;
  amount_cents: number;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
  activatable_until: Date | null;
  valid_until: Date;
  created_at: Date;
}

interface FreespinRow {
  id: number;
  player_id: number;
  title: string;
  type: string;
  provider: string;
  games: string[];
  currency: string;
  freespins_total: number;
  freespins_performed: number | null;
  bet_level: number;
  group_key: string | null;
  stage: FreespinStage;
  activatable_until: Date | null;
  valid_until: Date | null;
  created_at: Date;
}

interface LootboxRow {
  id: number;
  player_id: number;
  title: string;
  currency: string;
  strategy: string;
  group_key: string;
  stage: string;
  items: LootboxTemplate['items'];
  activated_at: Date | null;
  valid_until: Date;
  created_at: Date;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** API-SHAPES §1 PlayerBonus. */
export function toPlayerBonus(row: BonusRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    strategy: row.strategy,
    group_key: row.group_key ?? undefined,
    stage: row.stage,
    currency: row.currency,
    amount_cents: row.amount_cents,
    amount_wager_cents: row.amount_wager_cents,
    amount_wager_requirement_cents: row.amount_wager_requirement_cents,
    activatable: row.stage === 'issued',
    cancelable: ['issued', 'wait', 'handle_bets'].includes(row.stage),
    activatable_until: iso(row.activatable_until),
    created_at: iso(row.created_at) as string,
    valid_until: iso(row.valid_until) as string,
  };
}

/** API-SHAPES §1 PlayerFreespin. */
export function toPlayerFreespin(row: FreespinRow) {
  return {
    id: row.id,
    freespins_total: row.freespins_total,
    bet_level: row.bet_level,
    freespins_performed: row.freespins_performed,
    title: row.title,
    type: row.type,
    provider: row.provider,
    currency: row.currency,
    activation_path: `/api/player/freespins/${row.id}/activation`,
    activatable_until: iso(row.activatable_until),
    created_at: iso(row.created_at) as string,
    valid_until: iso(row.valid_until),
    group_key: row.group_key ?? false,
    stage: row.stage,
    games: row.games,
    activatable: row.stage === 'issued',
    cancelable: row.stage === 'issued' || row.stage === 'activated',
  };
}

/** API-SHAPES §1 Lootbox. */
export function toLootbox(row: LootboxRow) {
  return {
    id: row.id,
    title: row.title,
    currency: row.currency,
    strategy: row.strategy,
    group_key: row.group_key,
    stage: row.stage,
    display: 1,
    created_at: iso(row.created_at) as string,
    valid_until: iso(row.valid_until) as string,
    items: row.items,
  };
}

/** Moves gifts whose deadline passed to `expired` (lazily, when a list is read or changed). */
export async function expireGifts(db: Queryable, playerId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db.query(
    `UPDATE player_bonuses SET stage = 'expired' WHERE player_id = $1 AND
       ((stage = 'issued' AND activatable_until < $2) OR (stage IN ('issued','wait','handle_bets') AND valid_until < $2))`,
    [playerId, at],
  );
  await db.query(
    `UPDATE freespins SET stage = 'expired' WHERE player_id = $1 AND
       ((stage = 'issued' AND activatable_until < $2) OR (stage IN ('issued','activated') AND valid_until < $2))`,
    [playerId, at],
  );
  await db.query(
    `UPDATE lootboxes SET stage = 'expired' WHERE player_id = $1 AND stage = 'issued' AND valid_until < $2`,
    [playerId, at],
  );
}

export async function listBonuses(db: Queryable, playerId: number) {
  const result = await db.query<BonusRow>(
    'SELECT * FROM player_bonuses WHERE player_id = $1 ORDER BY id DESC',
    [playerId],
  );
  return result.rows.map(toPlayerBonus);
}

export async function listFreespins(db: Queryable, playerId: number) {
  const result = await db.query<FreespinRow>(
    'SELECT * FROM freespins WHERE player_id = $1 ORDER BY id DESC',
    [playerId],
  );
  return result.rows.map(toPlayerFreespin);
}

/** SPEC §4: a box is listed unless expired, or activated on a day other than its creation day. */
export async function listLootboxes(db: Queryable, playerId: number) {
  const result = await db.query<LootboxRow>('SELECT * FROM lootboxes WHERE player_id = $1 ORDER BY id DESC', [
    playerId,
  ]);
  const sameDay = (a: Date, b: Date) =>
    new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10);
  return result.rows
    .filter(
      (row) => row.stage !== 'expired' && !(row.activated_at && !sameDay(row.activated_at, row.created_at)),
    )
    .map(toLootbox);
}

export async function bonusById(db: Queryable, playerId: number, id: number): Promise<BonusRow | null> {
  return one<BonusRow>(db, 'SELECT * FROM player_bonuses WHERE id = $1 AND player_id = $2', [id, playerId]);
}

export async function freespinById(db: Queryable, playerId: number, id: number): Promise<FreespinRow | null> {
  return one<FreespinRow>(db, 'SELECT * FROM freespins WHERE id = $1 AND player_id = $2', [id, playerId]);
}

export async function lootboxById(db: Queryable, playerId: number, id: number): Promise<LootboxRow | null> {
  return one<LootboxRow>(db, 'SELECT * FROM lootboxes WHERE id = $1 AND player_id = $2', [id, playerId]);
}

export interface BonusGrant {
  title: string;
  type: string;
  currency: string;
  amountCents: number;
  wager: number;
  groupKey?: string;
  activatableDays: number;
  validDays: number;
}

export async function issueBonus(
  tx: Queryable,
  hub: RealtimeHub,
  playerId: number,
  grant: BonusGrant,
  now = new Date(),
) {
  const row = await one<BonusRow>(
    tx,
    `INSERT INTO player_bonuses (player_id, title, type, strategy, group_key, stage, currency, amount_cents,
       amount_wager_requirement_cents, activatable_until, valid_until)
     VALUES ($1, $2, $3, 'manual', $4, 'issued', $5, $6, $7, $8, $9) RETURNING *`,
    [
      playerId,
      grant.title,
      grant.type,
      grant.groupKey ?? null,
      grant.currency,
      grant.amountCents,
      grant.amountCents * grant.wager,
      daysFrom(now, grant.activatableDays).toISOString(),
      daysFrom(now, grant.validDays).toISOString(),
    ],
  );
  const bonus = toPlayerBonus(row as BonusRow);
  hub.publishPrivate(playerId, 'bonuses_changes', bonus);
  return bonus;
}

export interface FreespinGrant {
  title: string;
  game: GameRaw;
  currency: string;
  count: number;
  betLevel: number;
  groupKey?: string;
  activatableDays: number;
}

export async function issueFreespins(
  tx: Queryable,
  hub: RealtimeHub,
  playerId: number,
  grant: FreespinGrant,
  now = new Date(),
) {
  const row = await one<FreespinRow>(
    tx,
    `INSERT INTO freespins (player_id, title, type, provider, games, currency, freespins_total, bet_level,
       group_key, stage, activatable_until, valid_until)
     VALUES ($1, $2, 'freespins', $3, $4, $5, $6, $7, $8, 'issued', $9, $10) RETURNING *`,
    [
      playerId,
      grant.title,
      grant.game.provider,
      JSON.stringify([grant.game.identifier]),
      grant.currency,
      grant.count,
      grant.betLevel,
      grant.groupKey ?? null,
      daysFrom(now, grant.activatableDays).toISOString(),
      daysFrom(now, grant.activatableDays * 2).toISOString(),
    ],
  );
  const freespin = toPlayerFreespin(row as FreespinRow);
  hub.publishPrivate(playerId, 'freespins_changes', freespin);
  return freespin;
}

export async function issueLootbox(
  tx: Queryable,
  hub: RealtimeHub,
  playerId: number,
  template: LootboxTemplate,
  currency: string,
  now = new Date(),
) {
  const row = await one<LootboxRow>(
    tx,
    `INSERT INTO lootboxes (player_id, title, currency, strategy, group_key, stage, items, valid_until)
     VALUES ($1, $2, $3, $4, $5, 'issued', $6, $7) RETURNING *`,
    [
      playerId,
      template.title,
      currency,
      template.strategy,
      template.group_key,
      JSON.stringify(template.items),
      daysFrom(now, 7).toISOString(),
    ],
  );
  const lootbox = toLootbox(row as LootboxRow);
  hub.publishPrivate(playerId, 'lootboxes_changes', lootbox);
  return lootbox;
}

/**
 * Activating a bonus credits its money as bonus money (not withdrawable) and starts wagering;
 * while another bonus is being wagered it waits its turn (SPEC §4 stage `wait`).
 */
export async function activateBonus(tx: Queryable, hub: RealtimeHub, row: BonusRow) {
  const wagering = await one<{ id: number }>(
    tx,
    `SELECT id FROM player_bonuses WHERE player_id = $1 AND stage = 'handle_bets' AND id <> $2`,
    [row.player_id, row.id],
  );
  const stage = wagering ? 'wait' : 'handle_bets';
  if (stage === 'handle_bets') {
    await move(tx, {
      playerId: row.player_id,
      currency: row.currency,
      kind: 'bonus',
      amountCents: row.amount_cents,
      cashoutCents: 0,
      reference: `bonus:${row.id}`,
    });
  }
  const updated = await one<BonusRow>(tx, 'UPDATE player_bonuses SET stage = $2 WHERE id = $1 RETURNING *', [
    row.id,
    stage,
  ]);
  const bonus = toPlayerBonus(updated as BonusRow);
  hub.publishPrivate(row.player_id, 'bonuses_changes', bonus);
  return bonus;
}

/** Cancelling takes back whatever bonus money is left of it. */
export async function cancelBonus(tx: Queryable, hub: RealtimeHub, row: BonusRow) {
  if (row.stage === 'handle_bets') {
    const account = await one<{ amount_cents: number; cashout_cents: number }>(
      tx,
      'SELECT amount_cents, cashout_cents FROM accounts WHERE player_id = $1 AND currency = $2',
      [row.player_id, row.currency],
    );
    const bonusMoney = account ? account.amount_cents - account.cashout_cents : 0;
    const take = Math.min(bonusMoney, row.amount_cents);
    if (take > 0) {
      await move(tx, {
        playerId: row.player_id,
        currency: row.currency,
        kind: 'bonus_cancel',
        amountCents: -take,
        cashoutCents: 0,
        reference: `bonus:${row.id}`,
      });
    }
  }
  const updated = await one<BonusRow>(
    tx,
    `UPDATE player_bonuses SET stage = 'canceled' WHERE id = $1 RETURNING *`,
    [row.id],
  );
  const bonus = toPlayerBonus(updated as BonusRow);
  hub.publishPrivate(row.player_id, 'bonuses_changes', bonus);
  return bonus;
}

/**
 * Counts a real-money bet towards the bonus being wagered; when the requirement is met the
 * remaining bonus money becomes withdrawable (`wager_done`), and a waiting bonus starts. When the
 * balance is gone the bonus is `lost`.
 */
export async function wagerBet(
  tx: Queryable,
  hub: RealtimeHub,
  playerId: number,
  currency: string,
  betCents: number,
  balanceAfter: number,
) {
  const active = await one<BonusRow>(
    tx,
    `SELECT * FROM player_bonuses WHERE player_id = $1 AND currency = $2 AND stage = 'handle_bets' ORDER BY id LIMIT 1`,
    [playerId, currency],
  );
  if (!active) return;
  const wagered = Math.min(active.amount_wager_requirement_cents, active.amount_wager_cents + betCents);
  let stage = active.stage;
  if (wagered >= active.amount_wager_requirement_cents) {
    stage = 'wager_done';
    const account = await one<{ amount_cents: number; cashout_cents: number }>(
      tx,
      'SELECT amount_cents, cashout_cents FROM accounts WHERE player_id = $1 AND currency = $2',
      [playerId, currency],
    );
    const release = account ? account.amount_cents - account.cashout_cents : 0;
    if (release > 0) {
      await move(tx, { playerId, currency, kind: 'bonus_release', amountCents: 0, cashoutCents: release });
    }
  } else if (balanceAfter === 0) {
    stage = 'lost';
  }
  const updated = await one<BonusRow>(
    tx,
    'UPDATE player_bonuses SET amount_wager_cents = $2, stage = $3 WHERE id = $1 RETURNING *',
    [active.id, wagered, stage],
  );
  if (stage !== active.stage) {
    hub.publishPrivate(playerId, 'bonuses_changes', toPlayerBonus(updated as BonusRow));
    const waiting = await one<BonusRow>(
      tx,
      `SELECT * FROM player_bonuses WHERE player_id = $1 AND stage = 'wait' ORDER BY id LIMIT 1`,
      [playerId],
    );
    if (waiting) await activateBonus(tx, hub, waiting);
  }
}

/** Sum of wagering over the player's bonuses being wagered in a currency (API-SHAPES Account note). */
export async function isWagering(db: Queryable, playerId: number, currency: string): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    `SELECT id FROM player_bonuses WHERE player_id = $1 AND currency = $2 AND stage = 'handle_bets' LIMIT 1`,
    [playerId, currency],
  );
  return row !== null;
}

export type { BonusRow, FreespinRow, LootboxRow };
