import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const messageKey = { type: 'string', pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$' } as const;

const cta = (who: string, defaultCta: { labelKey: string; href: string }) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['labelKey', 'href'],
    default: defaultCta,
    description: `Button under the steps for ${who}.`,
    properties: {
      labelKey: { ...messageKey, description: 'Message key of the button label.' },
      href: {
        type: 'string',
        pattern: '^/',
        description: "Path of the site it opens, e.g. '/registration'.",
      },
    },
  }) as const;

export const catchStepsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    titleKey: {
      ...messageKey,
      default: 'CATCH_STEPS.TITLE',
      description: "Message key of the heading, e.g. 'CATCH_STEPS.TITLE'.",
    },
    steps: {
      type: 'array',
      minItems: 1,
      default: [
        { titleKey: 'CATCH_STEPS.SIGN_UP.TITLE', textKey: 'CATCH_STEPS.SIGN_UP.TEXT' },
        { titleKey: 'CATCH_STEPS.DEPOSIT.TITLE', textKey: 'CATCH_STEPS.DEPOSIT.TEXT' },
        { titleKey: 'CATCH_STEPS.PLAY.TITLE', textKey: 'CATCH_STEPS.PLAY.TEXT' },
      ],
      description: 'The numbered steps, in order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['titleKey', 'textKey'],
        properties: {
          titleKey: { ...messageKey, description: "Message key of the step's title." },
          textKey: { ...messageKey, description: "Message key of the step's text." },
        },
      },
    },
    guestCta: cta('guests', { labelKey: 'CATCH_STEPS.GUEST_CTA', href: '/registration' }),
    playerCta: cta('logged-in players', { labelKey: 'CATCH_STEPS.PLAYER_CTA', href: '/pokies/jackpot' }),
  },
  required: [],
} as const satisfies JSONSchema;

export type CatchStepsProps = FromSchema<typeof catchStepsProps>;
