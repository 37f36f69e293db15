import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const headerNoticesProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pwaOffer: {
      type: 'boolean',
      default: true,
      description: 'Offer to install the app when the browser allows it and it is not installed.',
    },
    emailConfirmation: {
      type: 'boolean',
      default: true,
      description: 'Remind logged-in players whose e-mail is unconfirmed, with a resend action.',
    },
    operatorNotices: {
      type: 'boolean',
      default: true,
      description:
        "Show the operator's notice to the player (messages.notice of GET /api/player/stats), dismissible for the visit.",
    },
    testerNotices: {
      type: 'boolean',
      default: true,
      description:
        'Tell testers (groups 21 and 916) which config documents of the page are broken, where and why; players only miss the broken item.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type HeaderNoticesProps = FromSchema<typeof headerNoticesProps>;
