// `npm run bench`: the timing figures of DESIGN.md "Budgets", as medians of several runs. It reports,
// it never asserts: byte budgets are tests (tests/budgets), timings vary with the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { LOBBY_JS_BUDGET_BYTES, lobbyJs } from '../../tests/budgets/lobby-budget.ts';
import { BENCH_MAX_RPS, benchSandbox } from '../sandbox/bench.ts';
import { startApp } from './app-server.ts';
import { CATEGORY_PATH, LONG_TASK_MS, benchCategoryScroll } from './category-scroll.ts';
import { INTERACTION_RUNS, INTERACTIONS, CPU_THROTTLING, benchInteractions } from './interactions.ts';
import { lighthouseMedians } from './lighthouse-run.ts';
import { median } from './median.ts';
import { formatTable, markOf, type Figure } from './report.ts';
import { SYNTHETIC_GAME_COUNT } from './synthetic-games.ts';
import { timeValidate } from './validate-timing.ts';

const DIST_DIR = 'dist';
const RESULTS_FILE = join('bench-results', 'latest.json');
const SANDBOX_RUNS = 3;
/** Pages of the synthetic category at the app's page size of 40 (spec §9). */
const CATEGORY_PAGES = Math.ceil(SYNTHETIC_GAME_COUNT / 40);
/** Goals of DESIGN.md "Budgets" and of the sandbox issue. */
const GOALS = {
  validateMs: 1_000,
  sandboxP99Ms: 20,
  lighthouseScore: 95,
  lcpSeconds: 1.8,
  cls: 0.05,
  tbtMs: 150,
  longTaskMs: LONG_TASK_MS,
  /** Issue goals: a signed-in page as fast as the guest lobby. */
  signedInScore: 95,
  signedInTbtMs: 150,
  signedInCls: 0.02,
  /** Each interaction's INP-style figure, and the cashbox usable after its click. */
  interactionMs: 100,
  cashboxUsableMs: 500,
} as const;

/** The machine's load: figures taken while other work runs on the cores are not comparable. */
function load(): string {
  const [one] = loadavg();
  return `load average ${one?.toFixed(1)} on ${availableParallelism()} cores`;
}
const loadAtStart = load();
console.info(
  `Bench started, ${loadAtStart}${(loadavg()[0] ?? 0) > availableParallelism() ? ' — BUSY MACHINE, timings inflated' : ''}`,
);

const figures: Figure[] = [];
const details: Record<string, unknown> = {};

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 160);
}

/** Sections a run may be limited to: `npm run bench -- --only scroll` (a comma list is fine). */
const SECTIONS = ['js', 'validate', 'sandbox', 'lighthouse', 'signed-in', 'interactions', 'scroll'] as const;
type SectionKey = (typeof SECTIONS)[number];
const onlyArg = process.argv.indexOf('--only');
const only: readonly string[] | null =
  onlyArg === -1 ? null : (process.argv[onlyArg + 1] ?? '').split(',').filter(Boolean);
const unknownSection = only?.find((key) => !(SECTIONS as readonly string[]).includes(key));
if (only && (only.length === 0 || unknownSection !== undefined)) {
  console.error(`--only takes one or more of ${SECTIONS.join(', ')} (comma-separated)`);
  process.exit(2);
}

/** Runs one section; its failure becomes "failed: <reason>" on each of its figures. */
async function section(
  key: SectionKey,
  title: string,
  names: Omit<Figure, 'value' | 'failure'>[],
  run: () => Promise<number[]>,
): Promise<void> {
  if (only && !only.includes(key)) return;
  console.info(`\n▶ ${title}`);
  const started = performance.now();
  try {
    const values = await run();
    names.forEach((figure, i) => figures.push({ ...figure, value: values[i] ?? null }));
    console.info(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.info(`  failed: ${reason(error)}`);
    details[title] = { failed: reason(error) };
    for (const figure of names) figures.push({ ...figure, value: null, failure: reason(error) });
  }
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

await section(
  'js',
  'Lobby JS (gzip, from the build)',
  [
    { name: 'lobby JS, entry + the app', unit: 'KB', goal: { atMost: LOBBY_JS_BUDGET_BYTES / 1024 } },
    { name: 'lobby JS with shell + lobby widgets', unit: 'KB', goal: null },
  ],
  async () => {
    if (!existsSync(join(DIST_DIR, '.vite', 'manifest.json')) || process.argv.includes('--build')) {
      console.info('  building (npx vite build)…');
      const build = spawnSync('npx', ['vite', 'build'], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr.trim().split('\n').at(-1)}`);
    }
    const js = lobbyJs(DIST_DIR, 'brands');
    details.lobbyJs = js;
    console.info(
      `  ${js.entryFiles.length} entry files; ${js.entryBytes} B entry, ${js.withWidgetsBytes} B with widgets`,
    );
    return [round(js.entryBytes / 1024, 1), round(js.withWidgetsBytes / 1024, 1)];
  },
);

await section(
  'validate',
  'croupier validate, all brands (median of 5)',
  [
    { name: 'validate, wall time (process)', unit: 'ms', goal: { atMost: GOALS.validateMs } },
    { name: 'validate, in-process (CLI-reported)', unit: 'ms', goal: { atMost: GOALS.validateMs } },
  ],
  async () => {
    const timing = timeValidate();
    details.validate = timing;
    console.info(`  last run: ${timing.summary}`);
    if (timing.inProcessMs === null) throw new Error(`no time in the CLI output: ${timing.summary}`);
    return [round(timing.wallMs), round(timing.inProcessMs)];
  },
);

await section(
  'sandbox',
  `Sandbox HTTP at ≤ ${BENCH_MAX_RPS} req/s (median of ${SANDBOX_RUNS})`,
  [
    { name: 'sandbox games_filter p99', unit: 'ms', goal: { atMost: GOALS.sandboxP99Ms } },
    { name: 'sandbox games_filter rate', unit: 'req/s', goal: { atLeast: BENCH_MAX_RPS * 0.95 } },
    { name: 'sandbox GET /api/player p99', unit: 'ms', goal: { atMost: GOALS.sandboxP99Ms } },
    { name: 'sandbox GET /api/player rate', unit: 'req/s', goal: { atLeast: BENCH_MAX_RPS * 0.95 } },
  ],
  async () => {
    const runs = [];
    for (let i = 0; i < SANDBOX_RUNS; i++) runs.push(await benchSandbox());
    details.sandbox = runs;
    return [
      median(runs.map((r) => r.gamesFilter.p99)),
      round(median(runs.map((r) => r.gamesFilter.rps))),
      median(runs.map((r) => r.player.p99)),
      round(median(runs.map((r) => r.player.rps))),
    ];
  },
);

await section(
  'lighthouse',
  'Lighthouse 12.8.2 mobile, nova lobby (median of 3)',
  [
    { name: 'Lighthouse performance', unit: '', goal: { atLeast: GOALS.lighthouseScore } },
    { name: 'Lighthouse LCP', unit: 's', goal: { atMost: GOALS.lcpSeconds } },
    { name: 'Lighthouse CLS', unit: '', goal: { atMost: GOALS.cls } },
    { name: 'Lighthouse TBT', unit: 'ms', goal: { atMost: GOALS.tbtMs } },
  ],
  async () => {
    const app = await startApp(DIST_DIR);
    try {
      await app.warm('/');
      const { median: m, runs } = await lighthouseMedians(`${app.novaOrigin}/`);
      details.lighthouse = runs;
      for (const r of runs)
        console.info(
          `  run: score ${r.score}, LCP ${r.lcpSeconds.toFixed(2)} s, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms`,
        );
      return [m.score, round(m.lcpSeconds, 2), round(m.cls, 3), round(m.tbtMs)];
    } finally {
      await app.close();
    }
  },
);

for (const [label, path] of [
  ['profile', '/profile'],
  ['lobby', '/'],
] as const) {
  await section(
    'signed-in',
    `Lighthouse 12.8.2 mobile, nova ${label} signed in (median of 3)`,
    [
      { name: `signed in ${path}: performance`, unit: '', goal: { atLeast: GOALS.signedInScore } },
      { name: `signed in ${path}: LCP`, unit: 's', goal: null },
      { name: `signed in ${path}: CLS`, unit: '', goal: { atMost: GOALS.signedInCls } },
      { name: `signed in ${path}: TBT`, unit: 'ms', goal: { atMost: GOALS.signedInTbtMs } },
    ],
    async () => {
      const app = await startApp(DIST_DIR);
      try {
        await app.warm(path);
        const cookie = await app.signedInCookie();
        const { median: m, runs } = await lighthouseMedians(`${app.novaOrigin}${path}`, undefined, cookie);
        details[`signedIn ${path}`] = runs;
        for (const r of runs)
          console.info(
            `  run: score ${r.score}, LCP ${r.lcpSeconds.toFixed(2)} s, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbtMs)} ms`,
          );
        return [m.score, round(m.lcpSeconds, 2), round(m.cls, 3), round(m.tbtMs)];
      } finally {
        await app.close();
      }
    },
  );
}

await section(
  'interactions',
  `Interactions at ${CPU_THROTTLING}× CPU slow-down, nova (median of ${INTERACTION_RUNS})`,
  INTERACTIONS.flatMap((name) => [
    {
      name: `${name}: INP-style`,
      unit: 'ms',
      goal: { atMost: GOALS.interactionMs },
    },
    {
      name: `${name}: until shown`,
      unit: 'ms',
      goal: name === 'cashbox, signed in: open' ? { atMost: GOALS.cashboxUsableMs } : null,
    },
  ]),
  async () => {
    const app = await startApp(DIST_DIR);
    try {
      await app.warm('/');
      const runs = await benchInteractions(app.novaOrigin, app.signedInCookie);
      details.interactions = runs;
      for (const name of INTERACTIONS)
        console.info(
          `  ${name}: ${runs[name].runs.map((r) => `${Math.round(r.inpMs)}/${Math.round(r.visibleMs)}`).join(', ')} ms (INP-style/shown)`,
        );
      return INTERACTIONS.flatMap((name) => [
        round(runs[name].median.inpMs),
        round(runs[name].median.visibleMs),
      ]);
    } finally {
      await app.close();
    }
  },
);

await section(
  'scroll',
  `Category page with 5,000 games, scrolled to the end (${CATEGORY_PATH})`,
  [
    { name: 'scroll: longest task', unit: 'ms', goal: { atMost: GOALS.longTaskMs } },
    { name: `scroll: tasks > ${LONG_TASK_MS} ms`, unit: '', goal: { atMost: 0 } },
    { name: 'scroll: infinite-scroll stalls', unit: '', goal: { atMost: 0 } },
    { name: `scroll: pages loaded (of ${CATEGORY_PAGES})`, unit: '', goal: { atLeast: CATEGORY_PAGES } },
  ],
  async () => {
    const app = await startApp(DIST_DIR);
    try {
      const scroll = await benchCategoryScroll(app.novaOrigin);
      details.scroll = scroll;
      console.info(
        `  ${scroll.pagesServed} of ${scroll.totalPages} pages, ${scroll.cardsInDom} tiles in the DOM, ${scroll.scrollSeconds.toFixed(1)} s; ` +
          `longest task on load ${Math.round(scroll.longestLoadTaskMs)} ms`,
      );
      return [round(scroll.longestTaskMs), scroll.tasksOver50, scroll.stalls, scroll.pagesServed];
    } finally {
      await app.close();
    }
  },
);

console.info(`\n${formatTable(figures)}\n\nAt start: ${loadAtStart}; at end: ${load()}.`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      load: { atStart: loadAtStart, atEnd: load() },
      figures: figures.map((f) => ({ ...f, mark: markOf(f) })),
      details,
    },
    null,
    2,
  )}\n`,
);
console.info(`Written to ${RESULTS_FILE}`);
// Lighthouse's Chrome connection and the sandbox's file watchers can outlive their close():
// the figures are written, so the run ends here rather than waiting on them.
process.exit(0);
