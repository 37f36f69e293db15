// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { widgetExamples, type AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { widgets } from '../../widgets/index.ts';
import { compileValidators } from '../cli/validate/validators.ts';

// The Ajv compile of every widget's props schema that `croupier validate` uses for layouts.
const validators = await compileValidators(widgets);

/** The schema problems of one example's props, as "pointer message" lines. */
function problems(definition: AnyWidgetDefinition, props: unknown, from = validators): string[] {
  const validate = from.widget(definition.id);
  if (!validate) return [`no validator for "${definition.id}"`];
  return validate(props) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
}

const cases = widgets.flatMap((definition) =>
  widgetExamples(definition).map((example, index) => ({ id: definition.id, index, definition, example })),
);

describe('widget examples (the gallery shows each widget with them)', () => {
  it.each(widgets.map((definition) => [definition.id, definition] as const))(
    '%s has an example',
    (_id, definition) => {
      expect(definition.example, 'give the widget an `example` in its definition').toBeTypeOf('object');
      expect(definition.example).not.toBeNull();
      expect(Array.isArray(definition.example)).toBe(false);
    },
  );

  it.each(cases.map((c) => [c.id, c.index, c] as const))(
    '%s example %i is valid as written and as a slot renders it (migrations and defaults applied)',
    (_id, _index, { definition, example }) => {
      expect(problems(definition, example)).toEqual([]);
      expect(problems(definition, prepareProps(definition, example as Record<string, unknown>))).toEqual([]);
    },
  );

  it('catches an example that breaks its schema, as written or once its defaults apply', async () => {
    const broken: AnyWidgetDefinition = {
      id: 'broken-row',
      version: 1,
      props: {
        type: 'object',
        additionalProperties: false,
        required: ['category'],
        properties: {
          category: { type: 'string', description: 'Slug.' },
          limit: { type: 'integer', maximum: 40, description: 'At most.' },
        },
      },
      defaults: { limit: 100 },
      migrations: [],
      load: () => Promise.reject(new Error('not rendered')),
      example: { category: 'top' },
      examples: [{ categry: 'top' }],
    };
    const own = await compileValidators([broken]);
    const [first, second] = widgetExamples(broken);
    expect(problems(broken, first, own)).toEqual([]);
    expect(problems(broken, prepareProps(broken, first), own)).toEqual(['/limit must be <= 40']);
    expect(problems(broken, second, own)).toContain("/ must have required property 'category'");
  });
});
