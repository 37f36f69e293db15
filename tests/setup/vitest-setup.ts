// Shared set-up of the unit tests: each test starts from a clean DOM.
import { afterEach } from 'vitest';

// happy-dom quirks make DOMPurify pass scripts through; the shim restores real sanitising. Only
// DOM tests load it (and Testing Library): sandbox and CLI tests run in the node environment.
if (typeof window !== 'undefined') {
  // Files of the `shared` project (vitest.config.ts) run one after another in one window: each
  // starts from a blank document, storage and address, whatever the file before it left.
  resetWindow();
  await import('../harness/happy-dom-purify.ts');
  // DOM matchers such as toHaveAttribute and toBeInTheDocument.
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor wait 1 s by default: too little when the whole suite shares two cores.
  configure({ asyncUtilTimeout: 5_000 });
}

// The API client reports a sample (5 %) of failed calls with PUT /log, at random: a test that
// counts calls would see an extra one now and then. Tests see a fixed draw that never samples;
// the sampling's own tests set theirs (configureApiClient).
const { configureApiClient } = await import('../../runtime/api/client.ts');
configureApiClient({ random: () => 0.5 });

/** A blank page: what a file that ran before in the same window may have left behind. */
function resetWindow(): void {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  window.scrollTo(0, 0);
}
