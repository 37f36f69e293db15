/**
 * CMS dates are written `DD/MM/YYYY` and `DD/MM/YYYY HH:mm` (UTC), spec §9. These are the Ajv
 * custom formats `dmy-date` and `dmy-datetime`: the same functions serve the CLI's Ajv and the
 * precompiled validators (the modules of runtime/config/generated/ that check dates import them).
 */

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

function utcMillis(day: string, month: string, year: string, hour = '00', minute = '00'): number | null {
  const [d, m, y, h, min] = [day, month, year, hour, minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (h > 23 || min > 59) return null;
  const millis = Date.UTC(y, m - 1, d, h, min);
  const date = new Date(millis);
  // Date.UTC rolls 31/02 over into March: a real date survives the round trip unchanged.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return millis;
}

/**
 * Milliseconds since the epoch of a `DD/MM/YYYY` (midnight UTC) or `DD/MM/YYYY HH:mm` UTC string,
 * or null when it is not a real date.
 * @example parseDmy('29/02/2024 18:30') // Date.UTC(2024, 1, 29, 18, 30)
 */
export function parseDmy(value: string): number | null {
  const dateTime = DATE_TIME.exec(value);
  if (dateTime) return utcMillis(dateTime[1]!, dateTime[2]!, dateTime[3]!, dateTime[4]!, dateTime[5]!);
  const date = DATE.exec(value);
  return date ? utcMillis(date[1]!, date[2]!, date[3]!) : null;
}

export function isDmyDate(value: string): boolean {
  return DATE.test(value) && parseDmy(value) !== null;
}

export function isDmyDateTime(value: string): boolean {
  return DATE_TIME.test(value) && parseDmy(value) !== null;
}

/** The custom formats, by name, for `ajv.addFormat` and for the standalone code. */
export const dmyFormats = {
  'dmy-date': isDmyDate,
  'dmy-datetime': isDmyDateTime,
} as const;
