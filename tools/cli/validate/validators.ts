import { documentSchemas, type DocumentKind } from '../../../schemas/index.ts';
import type { SchemaError } from '../../../runtime/config/issues.ts';
import type { AnyWidgetDefinition } from '../../../runtime/slots/define-widget.ts';
import { schemasFingerprint } from '../../codegen/fingerprint.ts';

export interface Validator {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

/** Validators of documents and widget props, whichever way they were obtained. */
export interface Validators {
  document: (kind: DocumentKind) => Validator;
  widget: (id: string) => Validator | undefined;
}

/**
 * The precompiled validators (runtime/config/generated/: a module per document kind and per
 * widget) when they were generated from the current schemas (fast: no Ajv compile), otherwise a
 * fresh Ajv compile of the schemas.
 */
export async function loadValidators(widgets: readonly AnyWidgetDefinition[]): Promise<Validators> {
  const generated = await import('../../../runtime/config/generated/index.js').catch(() => undefined);
  if (generated && generated.fingerprint === schemasFingerprint(widgets)) {
    try {
      const [documents, widgetValidators] = await Promise.all([
        loadAll(generated.documentValidatorLoaders),
        loadAll(generated.widgetValidatorLoaders),
      ]);
      return {
        document: (kind) => documents[kind],
        widget: (id) => (Object.hasOwn(widgetValidators, id) ? widgetValidators[id] : undefined),
      };
    } catch {
      // A module of the folder is missing or broken (an interrupted codegen): compile instead.
    }
  }
  return compileValidators(widgets);
}

/** Imports every module of a map of lazy importers → the validators by the same keys. */
async function loadAll<K extends string>(
  loaders: Readonly<Record<K, () => Promise<{ default: Validator }>>>,
): Promise<Record<K, Validator>> {
  const entries = await Promise.all(
    (Object.entries(loaders) as [K, () => Promise<{ default: Validator }>][]).map(
      async ([key, load]) => [key, (await load()).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<K, Validator>;
}

/** Compiles the schemas with Ajv (used when the generated validators are missing or stale). */
export async function compileValidators(widgets: readonly AnyWidgetDefinition[]): Promise<Validators> {
  const { createSchemaAjv, widgetSchemaKey } = await import('../../codegen/schema-registry.ts');
  const ajv = createSchemaAjv(widgets);
  return {
    document: (kind) => ajv.getSchema(documentSchemas[kind].$id)!,
    widget: (id) => ajv.getSchema(widgetSchemaKey(id)),
  };
}
