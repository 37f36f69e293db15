import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileSubscriptionsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    channels: {
      type: 'array',
      items: { enum: ['receive_promos', 'receive_sms_promos'] },
      uniqueItems: true,
      minItems: 1,
      default: ['receive_promos', 'receive_sms_promos'],
      description:
        "The subscriptions offered, in this order: 'receive_promos' (promotional e-mails), 'receive_sms_promos' " +
        '(offers by SMS).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileSubscriptionsProps = FromSchema<typeof profileSubscriptionsProps>;
