import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

const flag = (description: string) => ({ type: 'boolean', description }) as const;

/** cms/config/feature-flags.json: server flags (spec §6), overridable locally on /ffc. */
export const featureFlagsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/feature-flags.json`,
  title: 'Feature flags',
  description: 'Feature flags in force; brand features and local overrides are merged over them.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: schemaKeyProperty,
    techWork: flag('Technical works: show the maintenance notice.'),
    disableWww: flag('Redirect www. hosts to the bare host.'),
    promoBannerInEnterButton: flag('Promo banner inside the login/registration buttons.'),
    compPoints: flag('Comp points (points store, exchange).'),
    abRegistration: flag('A/B registration: add new players to group 543 or 544 by id parity.'),
    mysticJackpots: flag('Mystic jackpot entries in the header menu.'),
    testQuests: flag('Show test quests (identifiers containing "ffc").'),
    allWidgets: flag('Show every widget regardless of its conditions (testing).'),
    allProviders: flag('Ignore providers-config: show every provider.'),
    rocketMart: flag('The points store (rocket-mart).'),
    rocketChance: flag('Rocket chance.'),
    activityHub: flag('The activity hub.'),
    sports: flag('Sports betting link to the betting host.'),
    lotteries: flag('Lotteries.'),
  },
} as const satisfies JSONSchema;

export type FeatureFlagsConfig = FromSchema<typeof featureFlagsSchema>;
