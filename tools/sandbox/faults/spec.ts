/** How API responses are disturbed; rates are probabilities per request. */
export interface FaultSettings {
  /** Milliseconds added before the request is handled. */
  latency: number;
  /** Share of requests answered 503 with a JSON body. */
  error_rate: number;
  /** Share of requests whose connection is destroyed without an answer. */
  drop: number;
  /** Share of requests answered 200 with a truncated JSON body. */
  malformed: number;
}

export interface FaultRule {
  /** Path prefix the rule is limited to, or null for every API path. */
  path: string | null;
  settings: FaultSettings;
}

/** A parsed `SANDBOX_FAULTS` value. */
export interface FaultPlan {
  rules: FaultRule[];
}

export const NO_FAULTS: FaultSettings = { latency: 0, error_rate: 0, drop: 0, malformed: 0 };

const SETTING_NAMES = Object.keys(NO_FAULTS) as (keyof FaultSettings)[];

/** Highest latency accepted, so a typo cannot make the sandbox hang for hours. */
export const MAX_LATENCY_MS = 60_000;

export class FaultSpecError extends Error {
  constructor(spec: string, problem: string) {
    super(
      `SANDBOX_FAULTS=${JSON.stringify(spec)} is not valid: ${problem}. See tools/sandbox/faults/README.md.`,
    );
    this.name = 'FaultSpecError';
  }
}

/**
 * Parses `SANDBOX_FAULTS`: sections separated by `;`, each an optional `<path>:` and
 * comma-separated `name=value` settings. A path section overrides the general one for that path.
 * @example parseFaultSpec('latency=800;/api/games_filter:error_rate=0.5')
 */
export function parseFaultSpec(spec: string): FaultPlan {
  if (spec.trim() === '') return { rules: [] };
  const sections = spec.split(';').map((section) => parseSection(spec, section.trim()));
  const seenPaths = new Set<string | null>();
  for (const { path } of sections) {
    if (seenPaths.has(path)) {
      throw new FaultSpecError(
        spec,
        path === null ? 'more than one section without a path' : `path ${path} appears twice`,
      );
    }
    seenPaths.add(path);
  }
  const defaults: FaultSettings = { ...NO_FAULTS, ...sections.find(({ path }) => path === null)?.settings };
  return { rules: sections.map(({ path, settings }) => ({ path, settings: { ...defaults, ...settings } })) };
}

/** The settings for a request path: the longest matching path rule, else the general one. */
export function settingsFor(plan: FaultPlan, path: string): FaultSettings {
  let best: FaultRule | undefined;
  for (const rule of plan.rules) {
    if (rule.path === null) {
      best ??= rule;
    } else if (
      (path === rule.path || path.startsWith(`${rule.path}/`)) &&
      (best?.path ?? '').length <= rule.path.length
    ) {
      best = rule;
    }
  }
  return best?.settings ?? NO_FAULTS;
}

function parseSection(
  spec: string,
  section: string,
): { path: string | null; settings: Partial<FaultSettings> } {
  if (section === '') throw new FaultSpecError(spec, 'an empty section (two `;` in a row or a trailing `;`)');
  let path: string | null = null;
  let body = section;
  if (section.startsWith('/')) {
    const colon = section.indexOf(':');
    if (colon < 0)
      throw new FaultSpecError(
        spec,
        `section "${section}" starts with a path but has no ":" before its settings`,
      );
    path = section.slice(0, colon).trim().replace(/\/+$/, '');
    body = section.slice(colon + 1);
    if (path === '' || /\s/.test(path))
      throw new FaultSpecError(spec, `"${section.slice(0, colon)}" is not a path`);
  }
  const settings: Partial<FaultSettings> = {};
  for (const pair of body.split(',')) {
    const [rawName = '', rawValue, ...extra] = pair.split('=').map((part) => part.trim());
    if (rawValue === undefined || extra.length > 0 || rawName === '') {
      throw new FaultSpecError(spec, `"${pair.trim()}" is not name=value`);
    }
    const name = SETTING_NAMES.find((known) => known === rawName);
    if (name === undefined) {
      throw new FaultSpecError(spec, `unknown setting "${rawName}" (known: ${SETTING_NAMES.join(', ')})`);
    }
    if (settings[name] !== undefined) throw new FaultSpecError(spec, `"${name}" is set twice in one section`);
    settings[name] = parseValue(spec, name, rawValue);
  }
  return { path, settings };
}

function parseValue(spec: string, name: keyof FaultSettings, raw: string): number {
  const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (name === 'latency') {
    if (!Number.isInteger(value) || value > MAX_LATENCY_MS) {
      throw new FaultSpecError(
        spec,
        `latency must be whole milliseconds from 0 to ${MAX_LATENCY_MS}, not "${raw}"`,
      );
    }
    return value;
  }
  if (Number.isNaN(value) || value > 1) {
    throw new FaultSpecError(spec, `${name} is a probability from 0 to 1, not "${raw}"`);
  }
  return value;
}
