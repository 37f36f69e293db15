import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const pwaInstallGuideProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    platform: {
      enum: ['auto', 'ios', 'android', 'desktop'],
      default: 'auto',
      description:
        "Whose instructions to show; 'auto' detects the visitor's platform (the gallery pins one).",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type PwaInstallGuideProps = FromSchema<typeof pwaInstallGuideProps>;
