import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const gameFrameProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    launchPath: {
      type: 'string',
      pattern: '^/',
      default: '/sandbox/game',
      description:
        "Path of the game launcher; '/{producer}/{name}?mode=real|demo' is appended (the sandbox serves /sandbox/game).",
    },
  },
} as const satisfies JSONSchema;

export type GameFrameProps = FromSchema<typeof gameFrameProps>;
