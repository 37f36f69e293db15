import { UsageError } from '../validate/collect-files.ts';

/** Positional arguments and `--name value` (or `--name=value`) options of one command. */
export interface CommandArgs {
  positional: string[];
  options: Map<string, string>;
}

/** Parses `argv`; only the options named in `known` are allowed, each once and with a value. */
export function parseCommandArgs(argv: readonly string[], known: readonly string[]): CommandArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name}`);
    if (options.has(name)) throw new UsageError(`--${name} is given twice`);
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '' || (eq === -1 && value.startsWith('--')))
      throw new UsageError(`--${name} needs a value`);
    options.set(name, value);
  }
  return { positional, options };
}
