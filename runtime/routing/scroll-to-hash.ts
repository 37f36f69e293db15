/** A missing anchor is looked for again this often (spec §2)... */
export const SCROLL_RETRY_INTERVAL_MS = 200;
/** ...for at most this long, as lazy widgets may render it late. */
export const SCROLL_RETRY_TIMEOUT_MS = 5000;

/**
 * Scrolls to the element whose id is the hash, retrying every 200 ms for up to 5 s while it
 * is missing. Returns a function that stops the retries.
 * @example const stop = scrollToHash('#faq'); // later: stop()
 */
export function scrollToHash(hash: string, doc: Document = document): () => void {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  if (id === '') return () => {};

  const attempt = (): boolean => {
    const element = doc.getElementById(id);
    if (!element) return false;
    element.scrollIntoView();
    return true;
  };
  if (attempt()) return () => {};

  const maxRetries = Math.floor(SCROLL_RETRY_TIMEOUT_MS / SCROLL_RETRY_INTERVAL_MS);
  let retries = 0;
  const timer = setInterval(() => {
    retries += 1;
    if (attempt() || retries >= maxRetries) clearInterval(timer);
  }, SCROLL_RETRY_INTERVAL_MS);
  return () => clearInterval(timer);
}
