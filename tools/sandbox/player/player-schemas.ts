import { DB_INTEGER_MAX, siteQueryProperties } from '../http/route-schemas.ts';

// Request bodies of the player calls (additionalProperties: false: unknown fields are refused).

const nullableStr = { type: ['string', 'null'], maxLength: 256 } as const;
const bool = { type: 'boolean' } as const;
/** API-SHAPES: group ids come as numbers or strings. */
const groupId = { type: ['string', 'integer'], maxLength: 16, minimum: 0, maximum: DB_INTEGER_MAX } as const;

export const PLAYER_CONTEXTS = ['edition', 'registration', 'deposit', 'cashout'] as const;

export const patchPlayerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['player'],
  properties: {
    context: { type: 'string', maxLength: 64 },
    player: {
      type: 'object',
      additionalProperties: false,
      properties: {
        nickname: nullableStr,
        first_name: nullableStr,
        last_name: nullableStr,
        date_of_birth: nullableStr,
        gender: nullableStr,
        country: nullableStr,
        city: nullableStr,
        address: nullableStr,
        postal_code: nullableStr,
        state: nullableStr,
        mobile_phone: nullableStr,
        profession: nullableStr,
        nationality: nullableStr,
        time_zone: nullableStr,
        iban: nullableStr,
        personal_id_number: nullableStr,
        receive_promos: bool,
        receive_sms_promos: bool,
        two_factor_enabled: bool,
        terms_acceptance: bool,
      },
    },
  },
} as const;

export const groupsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['groups'],
  properties: {
    groups: {
      type: 'object',
      additionalProperties: false,
      properties: {
        add: { type: 'array', items: groupId, maxItems: 50 },
        remove: { type: 'array', items: groupId, maxItems: 50 },
      },
    },
  },
} as const;

export const accountBody = {
  type: 'object',
  additionalProperties: false,
  required: ['currency'],
  properties: { currency: { type: 'string', maxLength: 8 } },
} as const;

/** Longest operator notice, in characters: a sentence or two under the header. */
export const OPERATOR_NOTICE_MAX_LENGTH = 500;

/** `POST /sandbox/admin/notices`: the player's e-mail and the notice (empty clears it). */
export const operatorNoticeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'notice'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    notice: { type: 'string', maxLength: OPERATOR_NOTICE_MAX_LENGTH },
  },
} as const;

export const accountsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...siteQueryProperties, compatibility: { type: 'string', enum: ['true', 'false'] } },
} as const;

export const localeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['locale'],
  properties: { locale: { type: 'string', maxLength: 8 } },
} as const;

export const bonusCodeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['deposit_bonus_code'],
  properties: { deposit_bonus_code: { type: 'string', maxLength: 64 } },
} as const;

export const bonusSettingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['can_issue'],
  properties: { can_issue: bool },
} as const;

export const subscriptionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['subscription_params'],
  properties: {
    subscription_params: {
      type: 'object',
      additionalProperties: false,
      properties: {
        receive_promos: bool,
        receive_sms_promos: bool,
        receive_promos_via_phone_calls: bool,
        agreed_to_partner_promotions: bool,
      },
    },
  },
} as const;
