import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const siteFooterProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    bottomMenuPages: {
      type: 'boolean',
      description:
        'Append the CMS pages tagged bottom-menu to the info links and those tagged bottom-menu-help to the help links (default true).',
    },
    awards: {
      type: 'boolean',
      description: 'Show the awards carousel with its "show all" link (default true).',
    },
    providers: {
      type: 'boolean',
      description: 'Show the game-provider carousel linking to each provider’s games (default true).',
    },
    providersLimit: {
      type: 'integer',
      minimum: 1,
      maximum: 200,
      description: 'Most providers in the carousel (default 40).',
    },
    languages: { type: 'boolean', description: 'Show the language switch (default true).' },
    install: {
      type: 'boolean',
      description: 'Offer to install the app while it is not installed (default true).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type SiteFooterProps = FromSchema<typeof siteFooterProps>;
