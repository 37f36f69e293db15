import { HASH_SCROLL_RETRY_MS, HASH_SCROLL_TIMEOUT_MS } from '../rules/timing.ts';

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

  const maxRetries = Math.floor(HASH_SCROLL_TIMEOUT_MS / HASH_SCROLL_RETRY_MS);
  let retries = 0;
  const timer = setInterval(() => {
    retries += 1;
    if (attempt() || retries >= maxRetries) clearInterval(timer);
  }, HASH_SCROLL_RETRY_MS);
  return () => clearInterval(timer);
}
