import type { MessageTree } from '../api/cms.ts';

/**
 * The English messages of `_base`, compiled into the build: what the page shows while
 * `/messages/en.json` cannot be loaded, instead of raw keys. A chunk of its own, loaded only then
 * (create-i18n.ts), so that it costs the lobby nothing when the messages arrive (~8 KB gzip).
 * A brand's own wording comes with the real messages.
 */
const files = import.meta.glob<MessageTree>('@brands/_base/messages/en/*.json', {
  eager: true,
  import: 'default',
});

/** One tree per message file; a key is defined in one file only (croupier validate). */
export const bundledEnglishMessages: readonly MessageTree[] = Object.values(files);
