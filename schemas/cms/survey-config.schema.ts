import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** cms/config/survey-config.json: the player survey widget (spec §4 "Survey widget"). */
export const surveyConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/survey-config.json`,
  title: 'Survey',
  description: 'Which survey the survey widget shows, and whether it is on.',
  type: 'object',
  additionalProperties: false,
  required: ['survey_id', 'survey_collector_id', 'is_enable_widget'],
  properties: {
    $schema: schemaKeyProperty,
    survey_id: { type: 'string', minLength: 1, maxLength: 64, description: 'Id of the survey.' },
    survey_collector_id: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: 'Id of the collector that records the answers.',
    },
    is_enable_widget: { type: 'boolean', description: 'Whether the survey widget is shown at all.' },
  },
} as const satisfies JSONSchema;

export type SurveyConfig = FromSchema<typeof surveyConfigSchema>;
