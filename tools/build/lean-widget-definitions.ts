import ts from 'typescript';
import type { Plugin } from 'vite';

/** A widget's definition module. */
const DEFINITION_MODULE = /(?:^|\/)widgets\/[^/]+\/index\.ts$/;

/** Properties of a definition that only the build, the CLI, the tests and editors read. */
const BUILD_ONLY = new Set(['props', 'example', 'examples']);

/**
 * Properties that the build has already applied to the bundled layouts (prepare-layouts.ts): the
 * page keeps them empty.
 */
const APPLIED_AT_BUILD: Readonly<Record<string, string>> = { migrations: '[]' };

/**
 * Removes `props` (the JSON Schema), `example` and `examples` from the `defineWidget({...})` calls of a
 * widget's definition module, and empties `migrations`. A built page never reads them: the build
 * has validated every layout (`VITE_CONFIG_PREVALIDATED`) and prepared its props, defaults
 * included (prepare-layouts.ts), and the browser validates CMS documents with precompiled code.
 * Without them, the schema modules drop out of the bundle, with the defaults they hold (the
 * definition's `defaults` are then empty), and each widget costs the lobby only its id, version
 * and loader.
 */
export function leanWidgetDefinitions(code: string, fileName = 'index.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number, string][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineWidget' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      // `defineWidget<typeof xProps>(…)`: the type argument names the schema the cut removes.
      if (node.typeArguments && node.typeArguments.length > 0) {
        cuts.push([node.typeArguments.pos - 1, node.typeArguments.end + 1, '']);
      }
      for (const property of node.arguments[0].properties) {
        const name = property.name;
        const named = name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : null;
        if (named === null) continue;
        const applied = APPLIED_AT_BUILD[named];
        if (applied !== undefined) {
          cuts.push([property.getStart(source), property.getEnd(), `${named}: ${applied}`]);
          continue;
        }
        if (!BUILD_ONLY.has(named)) continue;
        let end = property.getEnd();
        if (code[end] === ',') end += 1;
        cuts.push([property.getStart(source), end, '']);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const [start, end, replacement] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + replacement + result.slice(end);
  return withoutUnusedImports(result, fileName);
}

/**
 * Drops the imports whose bindings the cut left unused (the props schema module): an import the
 * code no longer reads would still be evaluated for its side effects, and a schema module's
 * top-level calls and spreads are not provably pure, so they would stay in the bundle.
 */
function withoutUnusedImports(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    // Side-effect imports (`import './x.ts'`), default and namespace imports are kept as they are.
    if (!statement.importClause || statement.importClause.name || !bindings || !ts.isNamedImports(bindings))
      continue;
    const rest = code.slice(0, statement.getStart(source)) + code.slice(statement.getEnd());
    const used = bindings.elements.some(
      (element) =>
        !element.isTypeOnly && new RegExp(`(^|[^\\w$.])${element.name.text}([^\\w$]|$)`).test(rest),
    );
    if (!used) cuts.push([statement.getStart(source), statement.getEnd()]);
  }
  let result = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(end);
  return result;
}

export function leanWidgetDefinitionsPlugin(): Plugin {
  return {
    name: 'croupier:lean-widget-definitions',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!DEFINITION_MODULE.test(path)) return null;
      return { code: leanWidgetDefinitions(code, path), map: null };
    },
  };
}
