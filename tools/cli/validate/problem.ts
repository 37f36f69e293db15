/** One problem found by `croupier validate`, located in a file. */
export interface Problem {
  /** Path relative to the working directory, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** JSON pointer ('' for the root), or a message key for code files. */
  pointer: string;
  message: string;
  rule: string;
}

/** `path/to/file.json:line:col  /json/pointer  message  (rule-id)` */
export function formatProblem(problem: Problem): string {
  const pointer = problem.pointer === '' ? '/' : problem.pointer;
  return `${problem.file}:${problem.line}:${problem.column}  ${pointer}  ${problem.message}  (${problem.rule})`;
}

export function compareProblems(a: Problem, b: Problem): number {
  return (
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule)
  );
}
