import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const QUEST_VIEWS = ['action', 'achievements', 'activity-hub'] as const;

export const questsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    view: {
      enum: QUEST_VIEWS,
      default: 'action',
      description:
        "Which page: 'action' (/action lists the player's quests, /action/<slug> one quest with its " +
        "levels), 'achievements' (the achievements with the player's results) or 'activity-hub' (the " +
        "player's running quests and achievements at a glance).",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type QuestsProps = FromSchema<typeof questsProps>;
