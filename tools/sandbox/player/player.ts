import type { Player, PlayerStatus } from '../../../runtime/api/types.ts';
import type { Queryable } from '../db/database.ts';
import { one } from '../db/database.ts';
import { notFound } from '../../../server/http/http-error.ts';
import type { Status } from '../catalog/types.ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';

export interface PlayerRow {
  id: number;
  email: string;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  profession: string | null;
  currency: string;
  language: string;
  groups: number[];
  extra: Record<string, string | null>;
  auth_fields_missed: string[];
  license_name: string;
  deposit_bonus_code: string | null;
  can_issue_bonuses: boolean;
  two_factor_enabled: boolean;
  /** Outcome of the identity check: null until a proof of identity is reviewed (migration 6). */
  identity_verified: boolean | null;
  sow_questionnaire_expires_at: Date | null;
  confirmed_at: Date | null;
  created_at: Date;
  current_sign_in_at: Date;
  /** An operator's notice to the player (GET /api/player/stats messages.notice); null when none. */
  operator_notice: string | null;
}

/** Every new player starts as a Rising star (SPEC §3: also "regular"). */
export const REGULAR_GROUP = PLAYER_GROUPS.risingStar;

/** Optional profile strings kept in `extra` (API-SHAPES: "plus optional profile strings"). */
export const EXTRA_PROFILE_FIELDS = ['nationality', 'time_zone', 'iban', 'personal_id_number'] as const;

export async function loadPlayer(db: Queryable, playerId: number): Promise<PlayerRow> {
  const row = await one<PlayerRow>(db, 'SELECT * FROM players WHERE id = $1', [playerId]);
  if (!row) throw notFound('player_not_found');
  return row;
}

/** The level (status with `status: true`) whose persistent comp-point range holds the points. */
export function levelFor(statuses: readonly Status[], persistentPoints: number): Status | undefined {
  const levels = statuses.filter((status) => status.status);
  return (
    levels.find((level) =>
      level.conditions.some(({ persistent_comp_points: range }) =>
        range.exclude_end
          ? persistentPoints >= range.min && persistentPoints < range.max
          : persistentPoints >= range.min && persistentPoints <= range.max,
      ),
    ) ?? levels[0]
  );
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** API-SHAPES §1 Player, typed as the client reads it so that the two cannot drift. */
export function toPlayer(
  row: PlayerRow,
  subscriptions: { receive_promos: boolean; receive_sms_promos: boolean },
  level: Status | undefined,
  allStatuses: readonly Status[] = [],
): Player {
  const statuses: PlayerStatus[] = row.groups.map((group) => ({
    id: group,
    name: allStatuses.find((status) => status.id === String(group))?.name ?? String(group),
  }));
  if (level) statuses.push({ id: level.id, name: level.name });
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    first_name: row.first_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    country: row.country,
    city: row.city,
    address: row.address,
    postal_code: row.postal_code,
    state: row.state ?? undefined,
    mobile_phone: row.mobile_phone ?? undefined,
    receive_promos: subscriptions.receive_promos,
    receive_sms_promos: subscriptions.receive_sms_promos,
    currency: row.currency,
    language: row.language,
    statuses,
    auth_fields_missed: row.auth_fields_missed,
    confirmed_at: iso(row.confirmed_at),
    created_at: iso(row.created_at) as string,
    current_sign_in_at: iso(row.current_sign_in_at) as string,
    deposit_bonus_code: row.deposit_bonus_code,
    can_issue_bonuses: row.can_issue_bonuses,
    autoregistered: false,
    autologin_link: null,
    verified: row.confirmed_at !== null,
    sumsub_verified: row.identity_verified ?? null,
    license_name: row.license_name,
    sow_questionnaire_expires_at: iso(row.sow_questionnaire_expires_at ?? null),
    two_factor_enabled: row.two_factor_enabled,
    profession: row.profession,
    ...row.extra,
  };
}

/** Loads and serialises a player the way GET /api/player answers (one query: it is the hottest call). */
export async function playerView(
  db: Queryable,
  statuses: readonly Status[],
  playerId: number,
): Promise<Player> {
  const row = await one<
    PlayerRow & {
      receive_promos: boolean | null;
      receive_sms_promos: boolean | null;
      persistent: number | null;
    }
  >(
    db,
    `SELECT p.*, s.receive_promos, s.receive_sms_promos, c.persistent FROM players p
       LEFT JOIN subscriptions s ON s.player_id = p.id LEFT JOIN comp_points c ON c.player_id = p.id
      WHERE p.id = $1`,
    [playerId],
  );
  if (!row) throw notFound('player_not_found');
  const subscriptions = {
    receive_promos: row.receive_promos ?? false,
    receive_sms_promos: row.receive_sms_promos ?? false,
  };
  return toPlayer(row, subscriptions, levelFor(statuses, row.persistent ?? 0), statuses);
}
