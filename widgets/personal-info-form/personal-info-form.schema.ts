import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const fieldName = { type: 'string', pattern: '^[a-z][a-z0-9_]*$', maxLength: 64 } as const;

export const personalInfoFormProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    context: {
      ...fieldName,
      default: 'deposit',
      description:
        "Field set of GET /api/info/player_fields the form fills and PATCH /api/player is sent with: 'deposit' (the " +
        "personal-info popup before a fiat cashbox), 'cashout', 'edition', or a game provider's name. The popup's " +
        '`context` param overrides it.',
    },
    fields: {
      type: 'array',
      items: fieldName,
      uniqueItems: true,
      maxItems: 40,
      description:
        "Only these fields are shown, e.g. a game provider's ['first_name', 'city'], plus any field of the " +
        "context the player still misses (the server refuses to save without it). The popup's `fields` param " +
        '(comma-separated) overrides it. Without it, `show` decides.',
    },
    show: {
      enum: ['missing', 'all'],
      default: 'missing',
      description:
        "'missing' shows only the fields the player has not filled (all of them when none is missing); 'all' shows " +
        'every field of the context, filled ones prefilled.',
    },
    continueTo: {
      type: 'string',
      pattern: '^/(?!/)',
      maxLength: 512,
      description:
        "Path (without the locale prefix) opened once the details are saved, e.g. '/deposit'; the popup's " +
        '`continueTo` param overrides it. Without either, the popup just closes.',
    },
  },
} as const satisfies JSONSchema;

export type PersonalInfoFormProps = FromSchema<typeof personalInfoFormProps>;
