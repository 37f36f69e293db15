/**
 * ESM stand-ins for the CommonJS helpers that Ajv standalone code `require`s
 * (ajv/dist/runtime/*). The codegen rewrites those requires to imports of this module, so the
 * browser bundle needs neither CommonJS interop nor Ajv itself.
 */

/** Length of a string in Unicode code points (what JSON Schema minLength/maxLength count). */
export function ucs2length(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}

/** Deep equality of JSON values (enum, const and uniqueItems on objects and arrays). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(bRecord, key) && equal((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}
