import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { schemaAt, toIssues } from './issues.ts';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    slots: {
      type: 'object',
      propertyNames: { enum: ['header', 'main', 'footer'] },
    },
    locale: { enum: ['en', 'de', 'fr-CA'] },
    title: { type: 'string' },
  },
} as const;
const validate = new Ajv({ allErrors: true }).compile(schema);

const issuesOf = (data: unknown) => {
  validate(data);
  return toIssues(validate.errors, data, schema).map((issue) => issue.message);
};

describe('schema issues say what a typo meant', () => {
  it('for an unknown property, a slot name and an enum value', () => {
    expect(issuesOf({ titel: 'x', slots: { mian: [] }, locale: 'fr-ca' })).toEqual(
      expect.arrayContaining([
        'unknown property "titel"; did you mean "title"?',
        'property name "mian" is not allowed; did you mean "main"?',
        '"fr-ca" is not one of "en", "de", "fr-CA"; did you mean "fr-CA"?',
      ]),
    );
  });

  it('and nothing when no name is close, or without the schema', () => {
    expect(issuesOf({ colour: 'red' })).toEqual(['unknown property "colour"']);
    validate({ titel: 'x' });
    expect(toIssues(validate.errors, { titel: 'x' }).map((issue) => issue.message)).toEqual([
      'unknown property "titel"',
    ]);
  });

  it('follows a schema path', () => {
    expect(schemaAt(schema, '#/properties/slots')).toBe(schema.properties.slots);
    expect(schemaAt(schema, '#/properties/nope')).toBeUndefined();
    expect(schemaAt(schema, 'other.json#/x')).toBeUndefined();
  });
});
