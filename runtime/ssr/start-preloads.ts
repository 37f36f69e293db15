/**
 * What a server-rendered page fetches once its app starts (runtime/app/entry.ts): the chunks that
 * hydration runs and the data it reads first. The server (tools/sandbox/site/document.ts) writes
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
    ? value.filter(
        (url): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'),
      )
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
 * Adds the page's preload links, so that the chunks and data download side by side instead of
 * one after the other as the app discovers them. `crossorigin` (anonymous) is what a module
 * script and a same-origin fetch() are, so the browser reuses what it preloaded.
 */
export function addStartPreloads(doc: Pick<Document, 'getElementById' | 'createElement' | 'head'>): void {
  const { modules, fetches } = readStartPreloads(doc);
  const link = (rel: string, href: string, as?: string) => {
    const element = doc.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = 'anonymous';
    element.href = href;
    doc.head.append(element);
  };
  for (const href of fetches) link('preload', href, 'fetch');
  for (const href of modules) link('modulepreload', href);
}
