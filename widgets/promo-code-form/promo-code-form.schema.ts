import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const promoCodeFormProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sports: {
      type: 'boolean',
      default: true,
      description:
        'Also take sportsbook promo codes (POST /api/v2/bonuses/promo-code), with a choice between casino and ' +
        'sports, where sports betting is offered (the sports feature on and a betting host).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type PromoCodeFormProps = FromSchema<typeof promoCodeFormProps>;
