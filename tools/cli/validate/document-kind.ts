import { DOCUMENT_KINDS, type DocumentKind } from '../../../schemas/index.ts';

/** What a JSON file under brands/ is, decided by its path. */
export type FileKind =
  | { type: 'document'; kind: DocumentKind }
  | { type: 'messages'; locale: string }
  /** Valid JSON is all we can check (e.g. a config document without a schema). */
  | { type: 'json' };

/** Classifies a path with forward slashes, e.g. `brands/nova/cms/config/footer.json`. */
export function classifyFile(path: string): FileKind {
  if (/(^|\/)brand\.json$/.test(path)) return { type: 'document', kind: 'brand' };
  if (/(^|\/)layouts\/[^/]+\.json$/.test(path)) return { type: 'document', kind: 'layout' };
  if (/(^|\/)cms\/pages\/.+\.json$/.test(path)) return { type: 'document', kind: 'cms/page' };
  const config = /(^|\/)cms\/config\/([^/]+)\.json$/.exec(path);
  if (config) {
    const kind = `cms/config/${config[2]}`;
    return (DOCUMENT_KINDS as string[]).includes(kind)
      ? { type: 'document', kind: kind as DocumentKind }
      : { type: 'json' };
  }
  const messages = /(^|\/)messages\/([^/]+)\/[^/]+\.json$/.exec(path);
  if (messages) return { type: 'messages', locale: messages[2]! };
  return { type: 'json' };
}
