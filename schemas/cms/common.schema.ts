import type { JSONSchema } from 'json-schema-to-ts';
import { conditionSchema } from '../condition.schema.ts';

/** Building blocks shared by the CMS document schemas (not documents themselves). */

export const SCHEMA_BASE = 'https://croupier.local/schemas';
export const LOCALE_ENUM = [
  'en',
  'de',
  'en-AU',
  'en-CA',
  'fr-CA',
  'en-NZ',
  'no',
  'it',
  'et',
  'en-IE',
] as const;

/** The `$schema` key every object document may carry for editor completion. */
export const schemaKeyProperty = {
  type: 'string',
  description: 'Path or URL of this schema, for editor completion; ignored at run time.',
} as const satisfies JSONSchema;

/** A `when` condition on a list entry (DESIGN.md, Conditions). */
export const whenProperty = (description = 'When this entry applies; always when absent.') =>
  ({ $ref: conditionSchema.$id, description }) as const;

/** A date `DD/MM/YYYY` that exists in the calendar (31/02 fails). */
export const dmyDate = (description: string) =>
  ({ type: 'string', format: 'dmy-date', description }) as const;

/** A UTC date and time `DD/MM/YYYY HH:mm` that exists in the calendar. */
export const dmyDateTime = (description: string) =>
  ({ type: 'string', format: 'dmy-datetime', description }) as const;

/** Text per locale; `en` is required because it is the fallback locale. */
export const localisedText = (description: string) =>
  ({
    type: 'object',
    description: `${description} Per locale; "en" is the fallback.`,
    propertyNames: { enum: LOCALE_ENUM },
    required: ['en'],
    properties: {
      en: { type: 'string', minLength: 1, description: 'English text, the fallback of every locale.' },
    },
    additionalProperties: { type: 'string', minLength: 1 },
  }) as const;

/** Text as one string or per locale (the server picks the locale for the `?locale` query). */
export const textOrLocalised = (description: string) =>
  ({
    description: `${description} A string, or an object per locale with "en" as the fallback.`,
    anyOf: [{ type: 'string', minLength: 1 }, localisedText(description)],
  }) as const;

/** A currency code (ISO 4217 or a crypto code such as USDT). */
export const currencyCode = { type: 'string', pattern: '^[A-Z]{3,4}$' } as const;

/** A value per currency; EUR is the fallback currency (spec §9) and must be present. */
export const perCurrency = <V extends Exclude<JSONSchema, boolean>>(value: V, description: string) =>
  ({
    type: 'object',
    description: `${description} Keyed by currency code; EUR is the fallback.`,
    propertyNames: currencyCode,
    required: ['EUR'],
    properties: { EUR: { ...value, description: 'Value in EUR, the fallback currency.' } },
    additionalProperties: value,
  }) as const;

/** A colour `#rrggbb` or `#rrggbbaa`. */
export const colour = (description: string) =>
  ({ type: 'string', pattern: '^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$', description }) as const;

/** A path of the site (`/deposit`) or an https address. */
export const linkTarget = (description: string) =>
  ({ type: 'string', pattern: '^(/|https://)', description }) as const;

/** An image: a site path (generated artwork under /assets/generated/...) or an https address. */
export const imageUrl = (description: string) =>
  ({ type: 'string', pattern: '^(/|https://)', description }) as const;

/** A CMS page slug without licence suffix, e.g. "terms-and-conditions". */
export const pageSlug = (description: string) =>
  ({ type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description }) as const;

const amounts = {
  type: 'array',
  description: 'Amounts per currency, in minor units.',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['currency', 'amount_cents'],
    properties: {
      currency: { ...currencyCode, description: 'Currency code.' },
      amount_cents: { type: 'integer', minimum: 0, description: 'Amount in minor units (cents).' },
    },
  },
} as const satisfies JSONSchema;

/** LootboxItem of API-SHAPES §1: one segment of a wheel or loot box. */
export const lootboxItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'weight', 'prize', 'bonuses'],
  description: 'One segment of the wheel (a possible prize).',
  properties: {
    id: { type: 'integer', description: 'Id of the segment.' },
    weight: {
      type: 'integer',
      minimum: 0,
      description: 'Relative chance of this segment (e.g. 4000, 2000, 0).',
    },
    prize: { type: 'boolean', description: 'Whether this segment is the prize that the player wins.' },
    bonuses: {
      type: 'array',
      description: 'Bonuses granted by the segment.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'type', 'attributes', 'result_bonus'],
        properties: {
          title: { type: 'string', minLength: 1, description: 'Title of the bonus shown on the segment.' },
          type: { enum: ['freespins', 'bonus'], description: 'Free spins or a money bonus.' },
          attributes: {
            type: 'array',
            description: 'What is granted: a free-spins count or a bonus amount per currency.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['field', 'value'],
              properties: {
                field: { enum: ['freespins_count', 'bonus_amount'], description: 'Which attribute this is.' },
                value: {
                  description: 'A count for freespins_count; amounts per currency for bonus_amount.',
                  anyOf: [{ type: 'integer', minimum: 0 }, amounts],
                },
              },
            },
          },
          result_bonus: {
            type: 'array',
            description: 'Conditions of the resulting bonus: wager multiplier and maximum win per currency.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['field', 'value'],
              properties: {
                field: { enum: ['wager', 'max_win'], description: 'Which condition this is.' },
                value: {
                  description: 'A multiplier for wager (3, 25 or 30); amounts per currency for max_win.',
                  anyOf: [{ type: 'number', minimum: 0 }, amounts],
                },
              },
            },
          },
        },
      },
    },
  },
} as const satisfies JSONSchema;

/** Game category slugs of spec §2. */
export const GAME_CATEGORY_SLUGS = [
  'top',
  'new',
  'recommended',
  'bonus-wagering',
  'megaways',
  'bonus-buy',
  'blackjack',
  'roulette',
  'baccarat',
  'poker',
  'table',
  'btc-games',
  'game-shows',
  'mystic-jackpots',
  'jackpot',
  'crash',
  'fishing',
  'lottery',
  'book',
  'fruit',
  'egypt',
  'high-volatility',
  'low-volatility',
  'special',
  'live',
  'pokies',
  'all',
  'lobby',
] as const;
