import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { messagesBaseLocale } from '../../../runtime/context/locales.ts';
import { suggestion } from '../../../runtime/config/did-you-mean.ts';
import { LOCALES, type Locale } from '../../../runtime/context/types.ts';
import {
  lineStartsOf,
  parseJsonDocument,
  positionAt,
  positionOfPointer,
  type JsonDocument,
} from './json-document.ts';
import type { Problem } from './problem.ts';

interface KeyLocation {
  file: string;
  doc: JsonDocument;
  pointer: string;
}

/** Keys used in code: t('KEY'), t("KEY"), i18nKey="KEY", i18nKey={'KEY'}. */
const KEY_USES = [/\bt\(\s*(['"`])([A-Za-z0-9_.-]+)\1/g, /\bi18nKey=\{?\s*(['"])([A-Za-z0-9_.-]+)\1/g];

/** Plural and context forms that satisfy a key used as t('KEY', { count }). */
const SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];

function flatten(
  value: unknown,
  pointer: string,
  key: string,
  visit: (key: string, pointer: string, leaf: unknown) => void,
): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(value)) {
      flatten(
        child,
        `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        key ? `${key}.${name}` : name,
        visit,
      );
    }
  } else {
    visit(key, pointer, value);
  }
}

/**
 * The source with comments blanked out (same length, so offsets stay true): keys in JSDoc
 * examples are not uses. Strings are skipped so that "//" inside a URL survives.
 */
export function blankComments(source: string): string {
  const out = source.split('');
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') out[i++] = ' ';
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      for (; i < stop; i++) if (source[i] !== '\n') out[i] = ' ';
      i--;
    }
  }
  return out.join('');
}

export interface MessagesCheckInput {
  /** A brands folder holding `_base/messages/<locale>/*.json`. */
  brandsDir: string;
  /** Source files whose t('KEY') uses must have translations. */
  sourceFiles: readonly string[];
  relative: (path: string) => string;
}

/**
 * Messages of `_base`: every locale has every key, with a non-empty string; a key is defined in
 * one file of a locale only; every key used in code exists in all ten locales. A regional locale
 * (`en-AU`: runtime/context/locales.ts messagesBaseLocale) holds only its differences: a key of
 * its base counts for it, and a locale of differences only needs no folder at all.
 */
export async function checkMessages({
  brandsDir,
  sourceFiles,
  relative,
}: MessagesCheckInput): Promise<Problem[]> {
  const problems: Problem[] = [];
  const keysByLocale = new Map<string, Map<string, KeyLocation>>();
  const at = (loc: KeyLocation, message: string, rule: string): Problem => ({
    file: relative(loc.file),
    ...positionOfPointer(loc.doc, loc.pointer),
    pointer: loc.pointer,
    message,
    rule,
  });

  for (const locale of LOCALES) {
    const dir = join(brandsDir, '_base', 'messages', locale);
    const keys = new Map<string, KeyLocation>();
    keysByLocale.set(locale, keys);
    const names = await readdir(dir).catch(() => undefined);
    if (!names) {
      if (messagesBaseLocale(locale)) continue;
      problems.push({
        file: relative(dir),
        line: 1,
        column: 1,
        pointer: '',
        message: `no messages for locale "${locale}"`,
        rule: 'messages/missing-locale',
      });
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
      const file = join(dir, name);
      // Syntax errors of these files are reported with the other JSON files.
      const doc = parseJsonDocument(await readFile(file, 'utf8'));
      if (doc.value === undefined) continue;
      flatten(doc.value, '', '', (key, pointer, leaf) => {
        const loc = { file, doc, pointer };
        if (typeof leaf !== 'string')
          problems.push(at(loc, `"${key}" must be a string`, 'messages/not-a-string'));
        else if (leaf.trim() === '') problems.push(at(loc, `"${key}" is empty`, 'messages/empty'));
        const previous = keys.get(key);
        if (previous) {
          problems.push(
            at(loc, `"${key}" is also defined in ${relative(previous.file)}`, 'messages/duplicate-key'),
          );
        } else {
          keys.set(key, loc);
        }
      });
    }
  }

  /** The locale has the key, or its base does (a regional locale's differences only). */
  const translates = (locale: Locale, has: (locale: Locale) => boolean) => {
    const base = messagesBaseLocale(locale);
    return has(locale) || (base !== null && has(base));
  };
  const allKeys = new Map<string, KeyLocation>();
  for (const keys of keysByLocale.values())
    for (const [key, loc] of keys) if (!allKeys.has(key)) allKeys.set(key, loc);
  for (const [key, loc] of allKeys) {
    const missing = LOCALES.filter((locale) => !translates(locale, (l) => keysByLocale.get(l)!.has(key)));
    if (missing.length > 0) {
      problems.push(
        at(loc, `"${key}" has no translation in ${missing.join(', ')}`, 'messages/missing-translation'),
      );
    }
  }

  // t('A') may also name a subtree (returnObjects) or plural forms A_one, A_other.
  const defined = new Map<string, Set<string>>();
  for (const [locale, keys] of keysByLocale) {
    const names = new Set<string>();
    for (const key of keys.keys()) {
      const parts = key.split('.');
      for (let i = 1; i <= parts.length; i++) names.add(parts.slice(0, i).join('.'));
    }
    defined.set(locale, names);
  }
  const isDefined = (locale: Locale, key: string) =>
    translates(locale, (l) => SUFFIXES.some((suffix) => defined.get(l)!.has(key + suffix)));
  for (const file of sourceFiles) {
    const text = blankComments(await readFile(file, 'utf8'));
    const lineStarts = lineStartsOf(text);
    for (const pattern of KEY_USES) {
      for (const match of text.matchAll(pattern)) {
        const key = match[2]!;
        const missing = LOCALES.filter((locale) => !isDefined(locale, key));
        if (missing.length === 0) continue;
        // A key no locale has may be a typo of one that exists (a typo of its last part: the
        // shared prefix of two keys says nothing).
        const last = key.slice(key.lastIndexOf('.') + 1);
        const hint =
          missing.length === LOCALES.length
            ? suggestion(key, keysByLocale.get('en')?.keys() ?? [], Math.max(1, Math.floor(last.length / 3)))
            : '';
        problems.push({
          file: relative(file),
          ...positionAt(lineStarts, match.index + match[0].indexOf(key)),
          pointer: `/${key.split('.').join('/')}`,
          message: `"${key}" is used here but has no translation in ${missing.join(', ')}${hint}`,
          rule: 'messages/missing-key',
        });
      }
    }
  }
  return problems;
}
