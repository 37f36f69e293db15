import type { JSONSchema } from 'json-schema-to-ts';

const stringList = /* #__NO_SIDE_EFFECTS__ */ (description: string) =>
  ({ type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1, description }) as const;

/**
 * The `when` language (DESIGN.md, Conditions): keys combine with AND, values in a list with OR;
 * `not` and `any` nest. One evaluator: runtime/config/conditions.ts.
 */
export const conditionSchema = {
  $id: 'https://croupier.local/schemas/condition.json',
  title: 'Condition',
  description: 'When this entry applies. Keys combine with AND; values in a list with OR.',
  type: 'object',
  additionalProperties: false,
  properties: {
    licence: {
      type: 'array',
      items: { enum: ['CW', 'EE'] },
      minItems: 1,
      description: 'Licences in force for which the entry applies (CW, EE).',
    },
    country: stringList('ISO country codes of the visitor (geo or host variant), e.g. ["DE", "AT"].'),
    auth: { enum: ['guest', 'player'], description: 'Only for guests or only for logged-in players.' },
    groups: {
      type: 'array',
      items: { type: 'integer' },
      minItems: 1,
      description: 'The player belongs to at least one of these groups (spec §3 group ids).',
    },
    notGroups: {
      type: 'array',
      items: { type: 'integer' },
      minItems: 1,
      description: 'The player belongs to none of these groups.',
    },
    features: stringList('Feature flags that must all be on, e.g. ["rocketMart"].'),
    locale: {
      type: 'array',
      items: { enum: ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'et', 'en-IE'] },
      minItems: 1,
      description: 'Locales for which the entry applies.',
    },
    host: stringList('Host names; a leading "*." matches any subdomain, e.g. ["*.example-mirror.com"].'),
    hostKind: {
      type: 'array',
      items: { enum: ['production', 'mirror', 'betting'] },
      minItems: 1,
      description: 'Kinds of host (main production, mirror, betting).',
    },
    restriction: {
      type: 'array',
      items: { enum: ['none', 'partial', 'full'] },
      minItems: 1,
      description: 'Restriction levels of the visitor country (spec §9 table).',
    },
    device: { enum: ['mobile', 'desktop'], description: 'Only on phones or only on desktops.' },
    pages: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      minItems: 1,
      description:
        'Pages (layout ids, e.g. "vip-club") the brand must have: an entry that leads to a page still to be built waits for it.',
    },
    not: { $ref: '#', description: 'Applies when the nested condition does not hold.' },
    any: {
      type: 'array',
      items: { $ref: '#' },
      minItems: 1,
      description: 'Applies when at least one of the nested conditions holds.',
    },
  },
} as const satisfies JSONSchema;

/** Mirrors `conditionSchema` by hand: FromSchema cannot follow its recursive `$ref: '#'`. */
export interface Condition {
  licence?: ('CW' | 'EE')[];
  country?: string[];
  auth?: 'guest' | 'player';
  groups?: number[];
  notGroups?: number[];
  features?: string[];
  locale?: string[];
  host?: string[];
  hostKind?: ('production' | 'mirror' | 'betting')[];
  restriction?: ('none' | 'partial' | 'full')[];
  device?: 'mobile' | 'desktop';
  pages?: string[];
  not?: Condition;
  any?: Condition[];
}

/**
 * A `when` property inside a widget's props schema. The reference sits under `then` (with
 * `if: true`, so it always applies) because FromSchema cannot follow a `$ref` to another document
 * and would type the property as `undefined`; under `then` it is ignored by the type and still
 * checked by Ajv.
 */
// Marked free of side effects: a built page never reads widget props schemas, so the bundler drops
// the calls left in the lobby's code (see tools/build/lean-widget-definitions.ts).
export const conditionProp = /* #__NO_SIDE_EFFECTS__ */ (description: string) =>
  ({ type: 'object', description, if: true, then: { $ref: conditionSchema.$id } }) as const;

/** A condition that disables a guest button (login, registration), with the reason shown. */
export const disabledRuleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['when', 'reasonKey'],
  description: 'A condition that disables a guest button, with the reason shown to the visitor.',
  properties: {
    when: conditionProp('When the button is disabled.'),
    reasonKey: { type: 'string', minLength: 1, description: 'Translation key of the reason (tooltip).' },
  },
} as const satisfies JSONSchema;
