import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../runtime/config/generated/index.js';
import type { AnyWidgetDefinition } from '../../../runtime/slots/define-widget.ts';
import { widgets } from '../../../widgets/index.ts';
import { schemasFingerprint } from '../../codegen/fingerprint.ts';
import { compileValidators, loadValidators, type Validator } from './validators.ts';

// A plain definition: these tests need the schema, not a component.
const gameRow: AnyWidgetDefinition = {
  id: 'game-row-under-test',
  version: 1,
  props: {
    type: 'object',
    additionalProperties: false,
    properties: { limit: { type: 'integer', minimum: 1 } },
  },
  defaults: {},
  migrations: [],
  load: () => Promise.reject(new Error('not rendered in CLI tests')),
  example: {},
};

/** Ajv's own compiled functions carry their schema environment; precompiled modules do not. */
const isAjvCompiled = (validate: Validator | undefined) => validate !== undefined && 'schemaEnv' in validate;

describe('validators of the CLI', () => {
  it('use the precompiled modules when they match the schemas, and compile with Ajv otherwise', async () => {
    const current = fingerprint === schemasFingerprint(widgets);
    const catalogue = await loadValidators(widgets);
    expect(isAjvCompiled(catalogue.document('layout'))).toBe(!current);

    const other = await loadValidators([...widgets, gameRow]);
    expect(isAjvCompiled(other.document('layout'))).toBe(true);
    expect(other.widget('game-row-under-test')?.({ limit: 0 })).toBe(false);
    expect(other.widget('game-row-under-test')?.({ limit: 3 })).toBe(true);
  });

  it('give the same verdicts precompiled and compiled', async () => {
    const [loaded, compiled] = await Promise.all([loadValidators(widgets), compileValidators(widgets)]);
    const layouts = [
      { slots: { main: [{ widget: 'game-row', props: { category: 'top' } }] } },
      { slots: { main: [{ widget: 'Bad Id' }] } },
      { slots: { main: [{ widget: 'x', when: { licence: ['XX'] } }] } },
    ];
    for (const layout of layouts) {
      const [a, b] = [loaded.document('layout'), compiled.document('layout')];
      expect(a(layout)).toBe(b(layout));
      expect(a.errors?.map((e) => e.instancePath)).toEqual(b.errors?.map((e) => e.instancePath));
    }
    expect(loaded.widget('no-such-widget')).toBeUndefined();
    expect(loaded.widget('toString')).toBeUndefined();
  });
});
