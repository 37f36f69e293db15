import type { JSONSchema } from 'json-schema-to-ts';
import { conditionSchema, type Condition } from './condition.schema.ts';

export const layoutEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['widget'],
  properties: {
    widget: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Id of a registered widget (folder name under widgets/), e.g. "game-row".',
    },
    version: {
      type: 'integer',
      minimum: 1,
      description:
        "The version of the widget's props these props are written in: the widget's migrations run from it up to its current version. Absent means 1, the version every widget starts at; `croupier migrate` rewrites entries to the current versions.",
    },
    props: {
      type: 'object',
      description: "The widget's props; validated against that widget's own schema.",
    },
    when: { $ref: conditionSchema.$id, description: 'When the widget is shown; always when absent.' },
  },
} as const satisfies JSONSchema;

/**
 * A layout: named slots, each a list of widget entries. Brand layouts are merged over `_base`
 * at slot granularity: a slot a brand names replaces the base slot whole.
 */
export const layoutSchema = {
  $id: 'https://croupier.local/schemas/layout.json',
  title: 'Layout',
  description: 'A page or shell layout: slots, each a list of widgets with props and conditions.',
  type: 'object',
  additionalProperties: false,
  required: ['slots'],
  properties: {
    $schema: { type: 'string', description: 'Path or URL of this schema, for editor completion.' },
    description: { type: 'string', description: 'What this layout is for (free text).' },
    slots: {
      type: 'object',
      description: 'Slot name → widgets rendered in that slot, in order.',
      propertyNames: { pattern: '^[a-z][a-z0-9-]*$' },
      additionalProperties: {
        type: 'array',
        description: 'Widgets of this slot, rendered in order when their condition holds.',
        items: layoutEntrySchema,
      },
    },
  },
} as const satisfies JSONSchema;

export interface LayoutEntry {
  widget: string;
  version?: number;
  props?: Record<string, unknown>;
  when?: Condition;
}
export interface Layout {
  $schema?: string;
  description?: string;
  slots: Record<string, LayoutEntry[]>;
}
