import { DOCUMENT_KINDS, documentSchemas, schemaFileName, sharedSchemas } from '../../schemas/index.ts';

type Json = unknown;

const DRAFT = 'http://json-schema.org/draft-07/schema#';

function rewriteRefs(node: Json, rewrite: (ref: string) => string): Json {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rewrite));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rewrite(value) : rewriteRefs(value, rewrite),
    ]),
  );
}

function usesRef(node: Json, ref: string): boolean {
  return JSON.stringify(node).includes(JSON.stringify(ref));
}

/**
 * A self-contained JSON Schema per document for editors (`$schema` completion): schemas
 * referenced by `$id` (the `when` condition) are embedded under `definitions`, because
 * editors cannot fetch https://croupier.local/.
 */
export function buildJsonSchemaFiles(): Record<string, Json> {
  const files: Record<string, Json> = {};
  for (const kind of DOCUMENT_KINDS) {
    const schema = documentSchemas[kind] as Record<string, Json>;
    const definitions: Record<string, Json> = {};
    const embedded = new Map<string, string>();
    for (const shared of sharedSchemas) {
      const name = shared.$id.replace(/^.*\//, '').replace(/\.json$/, '');
      embedded.set(shared.$id, `#/definitions/${name}`);
    }
    const toLocal = (ref: string) => embedded.get(ref) ?? ref;
    for (const shared of sharedSchemas) {
      if (!usesRef(schema, shared.$id)) continue;
      const local = embedded.get(shared.$id)!;
      const { $id: _id, ...body } = shared as Record<string, Json>;
      // Inside the embedded schema, '#' meant the embedded schema itself.
      definitions[local.slice('#/definitions/'.length)] = rewriteRefs(body, (ref) =>
        ref === '#' ? local : ref.startsWith('#/') ? `${local}${ref.slice(1)}` : toLocal(ref),
      );
    }
    const root = rewriteRefs(schema, toLocal) as Record<string, Json>;
    files[`${schemaFileName(kind)}.schema.json`] = {
      $schema: DRAFT,
      ...root,
      ...(Object.keys(definitions).length > 0 ? { definitions } : {}),
    };
  }
  return files;
}
