import type { Locale } from '../context/types.ts';
import { FALLBACK_CURRENCY } from '../rules/currencies.ts';

/** CMS text: one string, or per locale with `en` as the fallback (schemas/cms/common.schema.ts). */
export type CmsText = string | ({ en: string } & Partial<Record<string, string>>);

/**
 * The text for a locale: the locale's own, else English.
 * @example cmsText({ en: 'Sign up', de: 'Registrieren' }, 'de') // 'Registrieren'
 */
export function cmsText(value: CmsText | undefined, locale: Locale): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return value[locale] ?? value.en;
}

/** A `{{name}}` placeholder of CMS text; group 1 is the variable's name. */
const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

/**
 * The names of the `{{name}}` placeholders of a CMS text, each once.
 * @example variableNames('Up to {{amount}}, {{amount}} max') // ['amount']
 */
export function variableNames(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? ''))];
}

/**
 * Replaces `{{name}}` placeholders with the variable's value for the player's currency (EUR
 * when that currency has none); unknown placeholders stay as written.
 * @example fillVariables('Up to {{amount}}', { amount: { EUR: '€300', CAD: 'C$450' } }, 'CAD') // 'Up to C$450'
 */
export function fillVariables(
  text: string,
  variables: Record<string, Partial<Record<string, string>>> | undefined,
  currency: string,
): string {
  return text.replace(VARIABLE, (placeholder, name: string) => {
    const values = variables?.[name];
    return values?.[currency] ?? values?.[FALLBACK_CURRENCY] ?? placeholder;
  });
}
