import { describe, expect, it } from 'vitest';
import { stripSchemaDescriptions } from './strip-schema-descriptions.ts';

describe('stripSchemaDescriptions', () => {
  it('removes descriptions at every depth and keeps the rest of the schema working', () => {
    const source = `export const props = {
  type: 'object',
  description: 'Top level',
  properties: {
    category: { type: 'string', description: 'Slug, e.g. ' + "'top'", minLength: 1 },
    nested: { type: 'object', properties: { x: { description: \`multi
line\`, type: 'integer' } } },
  },
} as const;`;
    const stripped = stripSchemaDescriptions(source).replace(/\s+/g, ' ');
    expect(stripped).not.toContain('description');
    expect(stripped).toContain("category: { type: 'string', minLength: 1 }");
    expect(stripped).toContain("x: { type: 'integer' }");
  });

  it('keeps a property that is merely named like a description inside a string', () => {
    expect(stripSchemaDescriptions("const a = { title: 'description: none' };")).toContain(
      'description: none',
    );
  });
});
