/**
 * Opens the page's site storage (localStorage and sessionStorage) in a task of its own, before the
 * app's modules run (app/entry.ts). The first access to each loads the origin's stored values from
 * the browser, a synchronous round trip (about 4 ms each on a desktop core, 10–15 ms at 4× CPU
 * slow-down) that otherwise falls into the task that evaluates the app, where its stores read their
 * first state. Where storage is blocked, reading it throws: there is nothing to open.
 * @example openSiteStorage();
 */
export function openSiteStorage(win: Pick<Window, 'localStorage' | 'sessionStorage'> = window): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      void win[area].length;
    } catch {
      // Blocked (private mode, a sandboxed frame): browser-storage.ts keeps what the app stores in memory.
    }
  }
}
