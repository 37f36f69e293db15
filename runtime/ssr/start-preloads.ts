import { isSameOriginPath } from '../routing/same-origin-path.ts';

/**
 * What a server-rendered page fetches once its app starts (app/entry.ts): the chunks that
 * hydration runs and the data it reads first. The server (server/site/document-html.ts) writes
 * the list into the page instead of `<link rel="modulepreload">` elements, which the browser
 * would fetch at once, in competition with the page's own images.
 */

/** Id of the JSON script element that carries the list. */
export const START_PRELOADS_ELEMENT_ID = 'cr-start';

export interface StartPreloads {
  /** Same-origin module URLs, e.g. `/assets/site-header-abc.js`. */
  modules: string[];
  /** Same-origin GETs made with fetch(), e.g. `/messages/en.json?t=…`. */
  fetches: string[];
}

const sameOriginPaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string' && isSameOriginPath(url))
    : [];

/** The page's list, or empty lists when it has none or it is not what the server writes. */
export function readStartPreloads(doc: Pick<Document, 'getElementById'>): StartPreloads {
  const text = doc.getElementById(START_PRELOADS_ELEMENT_ID)?.textContent;
  try {
    const value = text ? (JSON.parse(text) as Partial<Record<keyof StartPreloads, unknown>> | null) : null;
    return { modules: sameOriginPaths(value?.modules), fetches: sameOriginPaths(value?.fetches) };
  } catch {
    return { modules: [], fetches: [] };
  }
}

/**
 * Links added per task: each one starts a request, which costs the main thread 1–1.5 ms on a
 * desktop core (4–6 ms at Lighthouse's 4× slow-down). Fewer per task leaves more of them for the
 * widgets' imports to link all at once when the app loads them (Vite's loader links what is not
 * linked yet): with 4, that import's task grew to 115 ms at 4×.
 */
export const START_PRELOADS_PER_TASK = 8;

/**
 * Adds the page's preload links, so that the chunks and data download side by side instead of
 * one after the other as the app discovers them: the data first, then the chunks, a few links
 * per task from the next one on, so that adding sixty of them is no long task of its own, nor
 * part of the task that starts the app. `crossorigin` (anonymous)
 * is what a module script and a same-origin fetch() are, so the browser reuses what it preloaded.
 */
export function addStartPreloads(
  doc: Pick<Document, 'getElementById' | 'createElement' | 'head' | 'baseURI'>,
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const { modules, fetches } = readStartPreloads(doc);
  // The app's own chunks may be linked already (Vite's loader links a dynamic import's imports).
  const absolute = (href: string) => new URL(href, doc.baseURI).href;
  const linked = new Set(
    [...doc.head.querySelectorAll('link')].map((link) => absolute(link.getAttribute('href') ?? '')),
  );
  const links = [
    ...fetches.map((href) => ({ rel: 'preload', href, as: 'fetch' })),
    ...modules.map((href) => ({ rel: 'modulepreload', href, as: '' })),
  ].filter(({ href }) => !linked.has(absolute(href)));
  const addSome = () => {
    for (const { rel, href, as } of links.splice(0, START_PRELOADS_PER_TASK)) {
      const element = doc.createElement('link');
      element.rel = rel;
      if (as) element.as = as;
      element.crossOrigin = 'anonymous';
      element.href = href;
      doc.head.append(element);
    }
    if (links.length > 0) nextTask(addSome);
  };
  if (links.length > 0) nextTask(addSome);
}
