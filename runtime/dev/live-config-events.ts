// What the development server streams about edits under brands/ (server/live/), and how a
// page acts on it. Development only: nothing of runtime/dev/ is in a production build.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';

/** The development server's event stream of configuration edits (Server-Sent Events). */
export const LIVE_EVENTS_PATH = '/__croupier/events';

/** A problem of an edited file, as `croupier validate` reports it, with the code around it. */
export interface ConfigProblem {
  /** Path as the validator prints it, e.g. `brands/nova/cms/config/banners-config.json`. */
  file: string;
  line: number;
  column: number;
  message: string;
  rule: string;
  /** The lines around the problem, the problem's line marked. */
  frame: string;
}

export type LiveConfigEvent =
  /** These files were edited and are valid: they are served now. */
  | { type: 'config-changed'; files: string[] }
  /** These edits are broken: their files' last good versions are still served. */
  | { type: 'config-error'; errors: ConfigProblem[] }
  /** Sent to each page as it connects: every file whose edit is broken right now. */
  | { type: 'config-state'; errors: ConfigProblem[] };

/** An event of the stream, or null for anything else. */
export function parseLiveConfigEvent(data: string): LiveConfigEvent | null {
  try {
    const event = JSON.parse(data) as Partial<{ type: string; files: unknown; errors: unknown }> | null;
    if (event?.type === 'config-changed' && Array.isArray(event.files)) return event as LiveConfigEvent;
    if ((event?.type === 'config-error' || event?.type === 'config-state') && Array.isArray(event.errors)) {
      return event as LiveConfigEvent;
    }
  } catch {
    // Not JSON: not an event of ours.
  }
  return null;
}

/** The problems on screen after an event: a file's problems are replaced by its newest news. */
export function nextProblems(current: readonly ConfigProblem[], event: LiveConfigEvent): ConfigProblem[] {
  switch (event.type) {
    case 'config-state':
      return event.errors;
    case 'config-changed':
      return current.filter((problem) => !event.files.includes(problem.file));
    case 'config-error': {
      const files = new Set(event.errors.map((problem) => problem.file));
      return [...current.filter((problem) => !files.has(problem.file)), ...event.errors];
    }
  }
}

/** What a page does about edited files. */
export interface RefreshPlan {
  /** Brand, layouts, messages, assets: part of the page itself, which is loaded again. */
  reload: boolean;
  /** CMS config documents (`cms/config/<name>.json`) whose queries are fetched again. */
  configs: string[];
  /** Whether CMS pages, snippets or files changed. */
  cms: boolean;
}

/**
 * Which queries an edit refreshes in place (the page keeps its scroll and state), and whether
 * the page has to be loaded again.
 * @example planRefresh(['brands/nova/cms/config/footer.json']) // { reload: false, configs: ['footer'], cms: false }
 */
export function planRefresh(files: readonly string[]): RefreshPlan {
  const plan: RefreshPlan = { reload: false, configs: [], cms: false };
  for (const file of files) {
    const config = /\/cms\/config\/([^/]+)\.json$/.exec(file)?.[1];
    if (config !== undefined) {
      if (!plan.configs.includes(config)) plan.configs.push(config);
    } else if (/\/cms\/(pages|snippets|files)\//.test(file)) {
      plan.cms = true;
    } else {
      plan.reload = true;
    }
  }
  return plan;
}

/** Carries out a plan: refetches the documents' queries, or loads the page again. */
export function applyRefresh(queryClient: QueryClient, plan: RefreshPlan, reload: () => void): void {
  if (plan.reload) {
    reload();
    return;
  }
  for (const name of plan.configs)
    void queryClient.invalidateQueries({ queryKey: queryKeys.configAll(name) });
  if (plan.cms) void queryClient.invalidateQueries({ queryKey: queryKeys.cms.all() });
}

/** Refetches every CMS document and page: after the stream comes back (a server restart), any may have changed. */
export function refreshAllContent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.configAll() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.cms.all() });
}
