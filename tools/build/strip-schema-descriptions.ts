import ts from 'typescript';
import type { Plugin } from 'vite';

/** Schema sources whose `description` strings serve editors and the CLI, never the browser. */
const SCHEMA_MODULE = /(?:^|\/)(?:widgets\/[^/]+\/[^/]+\.schema\.ts|schemas\/.+\.schema\.ts)$/;

/**
 * Removes every `description: ...` property of a schema module's object literals. The browser
 * validates with precompiled code and never reads descriptions; they would cost ~15 KB gzip in
 * the lobby bundle.
 */
export function stripSchemaDescriptions(code: string, fileName = 'schema.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'description' &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      let end = node.getEnd();
      if (code[end] === ',') end += 1;
      cuts.push([node.getStart(source), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const [start, end] of cuts.reverse()) result = result.slice(0, start) + result.slice(end);
  return result;
}

export function stripSchemaDescriptionsPlugin(): Plugin {
  return {
    name: 'croupier:strip-schema-descriptions',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!SCHEMA_MODULE.test(path)) return null;
      return { code: stripSchemaDescriptions(code, path), map: null };
    },
  };
}
