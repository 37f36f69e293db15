/**
 * Postal codes by country (spec §5) and the state/province they imply. The one source of these
 * rules: the sandbox server imports them, so the server accepts exactly the codes the forms accept.
 */

/** Patterns of the served countries and a few common others; unlisted countries use the generic one. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  NO: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  IE: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  BR: /^\d{5}-?\d{3}$/,
};
export const GENERIC_POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * Whether a postal code fits its country's pattern (surrounding spaces ignored, any letter case).
 * @example isValidPostalCode('ca', ' m5v 2t6') // true
 */
export function isValidPostalCode(country: string, code: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[country.toUpperCase()] ?? GENERIC_POSTAL_CODE;
  return pattern.test(code.trim());
}

/** Canadian province by the first letter of the postal code (Canada Post forward sortation). */
export const CA_PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Australian state by postcode range (Australia Post); first match wins, so ACT precedes NSW. */
export const AU_STATE_RANGES: readonly { from: number; to: number; state: string }[] = [
  { from: 200, to: 299, state: 'ACT' },
  { from: 2600, to: 2618, state: 'ACT' },
  { from: 2900, to: 2920, state: 'ACT' },
  { from: 1000, to: 2999, state: 'NSW' },
  { from: 3000, to: 3999, state: 'VIC' },
  { from: 8000, to: 8999, state: 'VIC' },
  { from: 4000, to: 4999, state: 'QLD' },
  { from: 9000, to: 9999, state: 'QLD' },
  { from: 5000, to: 5999, state: 'SA' },
  { from: 6000, to: 6999, state: 'WA' },
  { from: 7000, to: 7999, state: 'TAS' },
  { from: 800, to: 999, state: 'NT' },
];

/**
 * The state or province a postal code implies (Canada by first letter, Australia by range), used
 * to fill a required empty state field (spec §5); null elsewhere or when unknown.
 * @example stateFromPostalCode('CA', 'M5V 2T6') // 'ON'
 */
export function stateFromPostalCode(country: string, code: string): string | null {
  const value = code.trim().toUpperCase();
  switch (country.toUpperCase()) {
    case 'CA':
      return CA_PROVINCE_BY_LETTER[value.charAt(0)] ?? null;
    case 'AU': {
      if (!/^\d{3,4}$/.test(value)) return null;
      const n = Number(value);
      return AU_STATE_RANGES.find((r) => n >= r.from && n <= r.to)?.state ?? null;
    }
    default:
      return null;
  }
}
