import { spawnSync } from 'node:child_process';
import { median } from './median.ts';

export const VALIDATE_RUNS = 5;

export interface ValidateTiming {
  /** Wall time of `node tools/cli/bin.mjs validate`, process start to exit, ms. */
  wallMs: number;
  /** The time the CLI itself reports (loading widgets and validating, without Node/tsx start-up), ms. */
  inProcessMs: number | null;
  /** The CLI's closing line of the last run ("✓ N files valid (M ms)"). */
  summary: string;
}

/** Medians of VALIDATE_RUNS runs of `croupier validate` on all brands (the default target). */
export function timeValidate(runs = VALIDATE_RUNS): ValidateTiming {
  const walls: number[] = [];
  const inProcess: number[] = [];
  let summary = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const run = spawnSync(process.execPath, ['tools/cli/bin.mjs', 'validate'], { encoding: 'utf8' });
    walls.push(performance.now() - started);
    if (run.error) throw run.error;
    const stderr = run.stderr.trim();
    summary = stderr.split('\n').at(-1) ?? '';
    // Problems in the brands still give a time; only a failure of the tool (exit 2) is a failure here.
    if (run.status !== 0 && run.status !== 1) throw new Error(`exit ${run.status}: ${summary.slice(0, 200)}`);
    // The CLI prints its own time in its closing line: "(123 ms)" or "…, 123 ms)".
    const reported = /(\d+) ms\)\s*$/.exec(summary)?.[1];
    if (reported !== undefined) inProcess.push(Number(reported));
  }
  return {
    wallMs: median(walls),
    inProcessMs: inProcess.length > 0 ? median(inProcess) : null,
    summary,
  };
}
