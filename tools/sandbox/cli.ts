import type { CliIo } from '../cli/io.ts';
import type { AdminPushResponse } from './realtime/admin.ts';
import { ADMIN_PUSH_PATH } from './realtime/admin.ts';
import { ADMIN_TOKEN_ENV } from './http/admin-access.ts';

/** The port `npm start` serves the sandbox on. */
export const DEFAULT_SANDBOX_URL = 'http://localhost:8080';

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const USAGE = `Usage: croupier sandbox <command> [--url <sandbox URL>]

Commands:
  push <email> <channel> <json>   Publish <json> on a real-time channel of the player with <email>
                                  (channel: balance, bonuses_changes, ... or public:wins,
                                  public:jackpots_changes, where <email> is ignored).
  help, --help                    Show this text.

Options:
  --url <url>     The running sandbox (default ${DEFAULT_SANDBOX_URL}).
  --token <token> The sandbox's admin token (default: $${ADMIN_TOKEN_ENV}); a sandbox
                  started without that variable prints its token at start.

The same pushes can be sent from the page /sandbox/admin of the running sandbox.`;

/**
 * Runs `croupier sandbox ...` (argv without the `sandbox` word) and returns the exit code;
 * tools/cli/main.ts hands it its io.
 * @example await runSandboxCommand(['push', 'ann@example.com', 'balance', '{"amount_cents":100}'], io)
 */
export async function runSandboxCommand(argv: string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return EXIT_OK;
  }
  const parsed = parseArguments(argv);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  const [command, ...rest] = parsed.positional;
  if (command === undefined || command === 'help') {
    io.out(USAGE);
    return command === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (command === 'push') {
    const token = parsed.token ?? (io.env ?? process.env)[ADMIN_TOKEN_ENV];
    return push(rest, parsed.url, token, io);
  }
  io.err(`Unknown sandbox command "${command}".\n\n${USAGE}`);
  return EXIT_USAGE;
}

const OPTIONS = ['url', 'token'] as const;

function parseArguments(
  argv: string[],
): { positional: string[]; url: string; token?: string } | { error: string } {
  const positional: string[] = [];
  const values: Partial<Record<(typeof OPTIONS)[number], string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i] ?? '';
    const option = OPTIONS.find((name) => argument === `--${name}` || argument.startsWith(`--${name}=`));
    if (option !== undefined) {
      if (argument.startsWith(`--${option}=`)) {
        values[option] = argument.slice(`--${option}=`.length);
        continue;
      }
      const value = argv[i + 1];
      if (value === undefined) return { error: `--${option} needs a value.` };
      values[option] = value;
      i += 1;
    } else if (argument.startsWith('--')) {
      return { error: `Unknown option ${argument}.` };
    } else {
      positional.push(argument);
    }
  }
  const url = values.url ?? DEFAULT_SANDBOX_URL;
  try {
    new URL(url);
  } catch {
    return { error: `--url ${JSON.stringify(url)} is not a URL.` };
  }
  return { positional, url, ...(values.token === undefined ? {} : { token: values.token }) };
}

async function push(args: string[], baseUrl: string, token: string | undefined, io: CliIo): Promise<number> {
  const [email, channel, json, ...extra] = args;
  if (email === undefined || channel === undefined || json === undefined || extra.length > 0) {
    io.err(`push takes exactly <email> <channel> <json>.\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    io.err(`The data is not JSON (${(error as Error).message}): ${json}`);
    return EXIT_USAGE;
  }
  const endpoint = new URL(ADMIN_PUSH_PATH, baseUrl).toString();
  let response: Response;
  try {
    response = await (io.fetch ?? fetch)(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ email, channel, data }),
    });
  } catch (error) {
    const cause = (error as Error).cause;
    const reason = cause instanceof Error ? cause.message : (error as Error).message;
    io.err(`Cannot reach the sandbox at ${baseUrl} (${reason}). Is it running (npm start)?`);
    return EXIT_FAILED;
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    io.err(
      `The sandbox needs its admin token: --token <token> or ${ADMIN_TOKEN_ENV} (printed at its start).`,
    );
    return EXIT_FAILED;
  }
  if (!response.ok) {
    io.err(`The sandbox refused the push (${response.status}): ${describeErrors(body)}`);
    return EXIT_FAILED;
  }
  const { channel: published, subscribers } = body as AdminPushResponse;
  const connections = subscribers === 1 ? '1 connection' : `${subscribers} connections`;
  io.out(`Published on ${published} (${connections} subscribed).`);
  return EXIT_OK;
}

/** `{ errors: { email: ['...'] } }` as `email: ...`. */
function describeErrors(body: unknown): string {
  const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
  if (errors === undefined) return JSON.stringify(body);
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}
