/**
 * What every `croupier` command gets from where it runs: bin.mjs passes the process's, tests their
 * own. One type for the CLI and each command it hands over to (tools/sandbox/cli.ts).
 */
export interface CliIo {
  /** Writes one line to stdout (the newline is added). */
  out: (line: string) => void;
  /** Writes one line to stderr (the newline is added). */
  err: (line: string) => void;
  /** The directory relative paths of the arguments start from. */
  cwd: string;
  /** HTTP client of commands that call a server; the global fetch by default. */
  fetch?: typeof fetch;
  /** The environment variables a command reads; process.env by default. */
  env?: Record<string, string | undefined>;
}
