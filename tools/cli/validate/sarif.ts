import type { Problem } from './problem.ts';

/** SARIF 2.1.0, the format code-scanning UIs (GitHub, GitLab, Azure DevOps) read. */
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * The problems of `croupier validate` as one SARIF run: a result per problem, at its file, line and
 * column, with its rule id; the JSON pointer goes in the result's properties.
 */
export function toSarif(problems: readonly Problem[]): Record<string, unknown> {
  const ruleIds = [...new Set(problems.map((problem) => problem.rule))].sort();
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'croupier validate',
            informationUri: 'docs/OPERATING.md',
            rules: ruleIds.map((id) => ({ id, shortDescription: { text: id } })),
          },
        },
        columnKind: 'unicodeCodePoints',
        results: problems.map((problem) => ({
          ruleId: problem.rule,
          ruleIndex: ruleIds.indexOf(problem.rule),
          level: 'error',
          message: { text: problem.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: problem.file },
                region: { startLine: problem.line, startColumn: problem.column },
              },
            },
          ],
          properties: { pointer: problem.pointer },
        })),
      },
    ],
  };
}
