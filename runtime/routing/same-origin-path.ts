/**
 * A path on this origin: it starts with one `/` and holds no backslash (browsers read `/\x` as
 * `//x`, another host). What a `redirect` query or a server-written URL must be before the
 * client follows or fetches it (DESIGN.md Safety). No imports: the page's entry script uses it.
 * @example isSameOriginPath('/pokies/all') → true; isSameOriginPath('//evil.example') → false
 */
export function isSameOriginPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
