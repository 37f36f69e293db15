import { describe, expect, it } from 'vitest';
import { schemaDefaults } from './schema-defaults.ts';

describe('schemaDefaults', () => {
  it("gives the default of each top-level property that has one, by the property's name", () => {
    const schema = {
      type: 'object',
      properties: {
        limit: { type: 'integer', default: 15 },
        search: { type: 'boolean', default: false },
        items: { type: 'array', items: { type: 'string' }, default: ['a', 'b'] },
        category: { type: 'string' },
      },
    } as const;
    expect(schemaDefaults(schema)).toEqual({ limit: 15, search: false, items: ['a', 'b'] });
  });

  it('leaves nested defaults alone: a layout that gives a top-level property replaces it whole', () => {
    const schema = {
      type: 'object',
      properties: {
        cta: {
          type: 'object',
          properties: { href: { type: 'string', default: '/registration' } },
        },
      },
    } as const;
    expect(schemaDefaults(schema)).toEqual({});
  });

  it('has none for a schema without properties, and none without a schema (a built page)', () => {
    expect(schemaDefaults({ type: 'object' })).toEqual({});
    expect(schemaDefaults(true)).toEqual({});
    expect(schemaDefaults(undefined)).toEqual({});
  });
});
