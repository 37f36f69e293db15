import { documentItems } from '../../schemas/document-items.ts';
import type { DocumentKind } from '../../schemas/index.ts';
import type { ValidationIssue } from '../state/event-bus.ts';
import { valueAt } from './issues.ts';

/** An entry of a list document left out because it breaks the schema. */
export interface DroppedItem {
  /** JSON pointer of the entry, e.g. `/banners/3`. */
  pointer: string;
  /** The entry's own id (id, frontend_identifier, name or page), else its key or index. */
  id: string;
  /** What is wrong with it (pointers into the whole document). */
  issues: ValidationIssue[];
}

/** A document checked entry by entry. */
export type ItemCheck =
  /** Usable: `value` holds the valid entries (the document itself when nothing was dropped). */
  | { ok: true; value: unknown; dropped: DroppedItem[] }
  /** Broken at its top level, or still invalid once the broken entries are gone. */
  | { ok: false; issues: ValidationIssue[] };

const segmentsOf = (pointer: string) => (pointer === '' ? [] : pointer.slice(1).split('/'));

/**
 * The entry of a list document that a JSON pointer falls in (the deepest of the document's item
 * patterns), or undefined when it lies outside every entry.
 * @example itemPointer('cms/config/banners-config', '/banners/3/title/text') // '/banners/3'
 */
export function itemPointer(kind: DocumentKind, pointer: string): string | undefined {
  const segments = segmentsOf(pointer);
  let best: string[] | undefined;
  for (const pattern of documentItems[kind] ?? []) {
    const parts = segmentsOf(pattern);
    if (parts.length > segments.length || (best && parts.length <= best.length)) continue;
    if (parts.every((part, i) => part === '*' || part === segments[i]))
      best = segments.slice(0, parts.length);
  }
  return best && `/${best.join('/')}`;
}

const ID_KEYS = ['id', 'frontend_identifier', 'name', 'page'] as const;

function idOf(data: unknown, pointer: string): string {
  const item = valueAt(data, pointer);
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    for (const key of ID_KEYS) {
      const value = (item as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return (segmentsOf(pointer).at(-1) ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** A copy of a JSON document without the entries at these pointers. */
function withoutEntries(data: unknown, pointers: readonly string[]): unknown {
  const copy = structuredClone(data);
  // Deepest first, and the higher index first within one list, so that each pointer still
  // names what it named in the original document.
  const order = [...pointers].sort((a, b) => {
    const [sa, sb] = [segmentsOf(a), segmentsOf(b)];
    return sb.length - sa.length || Number(sb.at(-1)) - Number(sa.at(-1)) || 0;
  });
  for (const pointer of order) {
    const segments = segmentsOf(pointer);
    const parentPointer = segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : '';
    const parent = valueAt(copy, parentPointer);
    const key = (segments.at(-1) ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[key];
  }
  return copy;
}

/**
 * Checks a document entry by entry (spec §8: one bad item hides one item). Each schema issue that
 * falls inside an entry of a list document (`documentItems`) drops that entry; the rest must then
 * be valid on its own, or the document is rejected whole, as is any document with an issue
 * outside every entry.
 * @example checkItems('cms/config/banners-config', doc, validate) // { ok: true, value: { banners: [...valid] }, dropped: [{ pointer: '/banners/3', ... }] }
 */
export function checkItems(
  kind: DocumentKind,
  data: unknown,
  validate: (data: unknown) => ValidationIssue[],
): ItemCheck {
  const issues = validate(data);
  if (issues.length === 0) return { ok: true, value: data, dropped: [] };
  const byItem = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const item = itemPointer(kind, issue.pointer);
    if (item === undefined) return { ok: false, issues };
    byItem.set(item, [...(byItem.get(item) ?? []), issue]);
  }
  // An entry inside a dropped entry goes with it.
  const pointers = [...byItem.keys()].filter(
    (pointer) => ![...byItem.keys()].some((other) => other !== pointer && pointer.startsWith(`${other}/`)),
  );
  const value = withoutEntries(data, pointers);
  if (validate(value).length > 0) return { ok: false, issues };
  const dropped = pointers.map((pointer) => ({
    pointer,
    id: idOf(data, pointer),
    issues: [...byItem]
      .filter(([p]) => p === pointer || p.startsWith(`${pointer}/`))
      .flatMap(([, list]) => list),
  }));
  return { ok: true, value, dropped };
}

/**
 * What was left out and why, in one line (the browser console and the server log put the
 * document's name before it).
 * @example describeDropped(dropped) // 'entry /banners/3 ("weekly") left out: /banners/3/url must match ...'
 */
export function describeDropped(item: DroppedItem): string {
  const reasons = item.issues.map((issue) => `${issue.pointer || '/'} ${issue.message}`).join('; ');
  return `entry ${item.pointer} ("${item.id}") left out: ${reasons}`;
}
