// `tsx tools/ci/concurrently.ts script…`: runs the named npm scripts at once and prints each one's
// output whole when it ends (no interleaved lines), with its time. Exits with the first failure's
// code once all have ended. `npm test` runs its single-threaded checks so (the type check, ESLint
// and Prettier), which on 2 cores takes the time of the longest instead of the sum.
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

export function runScript(script: string, cwd = process.cwd()): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number) =>
      resolve({
        script,
        code,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? (signal ? 1 : 0)));
  });
}

export async function runConcurrently(
  scripts: readonly string[],
  print: (text: string) => void = (text) => process.stdout.write(text),
  cwd = process.cwd(),
): Promise<number> {
  const outcomes = await Promise.all(
    scripts.map((script) =>
      runScript(script, cwd).then((outcome) => {
        const verdict = outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`;
        print(`\n> ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`);
        return outcome;
      }),
    ),
  );
  return outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: tsx tools/ci/concurrently.ts script…');
    process.exit(2);
  }
  process.exitCode = await runConcurrently(scripts);
}
