// The CMS HTML policy (runtime/config/cms-html.ts) over jsdom, in a thread of its own: loading
// jsdom takes about as long as the rest of `croupier validate`, so it loads beside the other
// checks. Plain JS, so that jsdom loads without the TypeScript loader, which then loads the policy.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import DOMPurify from 'dompurify';
import { register } from 'tsx/esm/api';

register();
const { createCmsHtmlSanitizer } = await import('../../../runtime/config/cms-html.ts');
const sanitize = createCmsHtmlSanitizer(DOMPurify, new JSDOM('').window);

/** `{ id, html, options }` → `{ id, removals }`, or `{ id, error }` when the policy throws. */
parentPort.on('message', ({ id, html, options }) => {
  try {
    parentPort.postMessage({ id, removals: sanitize(html, options).removals });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
