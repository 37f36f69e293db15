import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const messageKey = { type: 'string', pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$' } as const;

const cta = (who: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['labelKey', 'href'],
    description: `Button under the steps for ${who}; none when absent.`,
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
    titleKey: { ...messageKey, description: "Message key of the heading, e.g. 'CATCH_STEPS.TITLE'." },
    steps: {
      type: 'array',
      minItems: 1,
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
    guestCta: cta('guests'),
    playerCta: cta('logged-in players'),
  },
  required: [],
} as const satisfies JSONSchema;

export type CatchStepsProps = FromSchema<typeof catchStepsProps>;
