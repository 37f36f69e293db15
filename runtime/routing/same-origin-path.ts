// No imports: the page's entry script (runtime/ssr/start-preloads.ts) uses this, and it stays small.

/** Longest path followed: browsers, proxies and servers cut URLs around 2 KB; longer is an attack. */
export const MAX_SAME_ORIGIN_PATH_LENGTH = 2048;

/**
 * Times a value is percent-decoded to look for what it hides (`%252f` → `%2f` → `/`); a value
 * still encoded deeper than that is not a path anyone writes.
 */
const MAX_DECODE_ROUNDS = 4;

/**
 * Characters a path to follow never holds: controls (C0, DEL, C1), invisible format characters
 * (bidi overrides, zero-width), line separators, lone surrogates, the backslash (browsers read
 * `/\x` as `//x`) and the look-alikes of `/` and `\` (fullwidth, division, fraction and set-minus
 * slashes) that a browser, a server or an IDNA mapping may turn into the real ones.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\\\u2044\u2215\u2216\u29F5\u29F8\u29F9\uFE68\uFF0F\uFF3C]/u;

/** Any origin: an accepted value resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * Decodes each run of `%XX` escapes: as UTF-8 when it is valid, else byte by byte, so that an
 * invalid sequence cannot hide a `%2f` behind it. Stray `%` signs stay.
 */
function decodePercent(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** One form of the value (raw, decoded, normalised) is a harmless path. */
function isHarmlessForm(form: string): boolean {
  if (FORBIDDEN.test(form) || form.startsWith('//')) return false;
  // Dot segments (`/..`, `/%2e%2e`) are resolved by the browser and can leave a `//` in front.
  const path = form.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/**
 * A path on this origin, safe to follow or fetch: what a `redirect` query, a `continueTo`, a
 * game's redirect message or a server-written URL must be (DESIGN.md Safety). It starts with
 * one `/`, and neither it nor any decoding of it (percent escapes, double escapes, Unicode
 * compatibility forms) holds a control character, a backslash or a slash look-alike, starts
 * with `//` or has a dot segment; it is at most 2 KB long, and the URL it resolves to is on the
 * page's origin with a path that does not start with `//`.
 * @example isSameOriginPath('/pokies/all?x=1#top') → true; isSameOriginPath('/%2f%2fevil.example') → false
 */
export function isSameOriginPath(value: string): boolean {
  if (typeof value !== 'string' || value.length > MAX_SAME_ORIGIN_PATH_LENGTH) return false;
  if (!value.startsWith('/')) return false;
  let form = value;
  for (let round = 0; ; round++) {
    if (!isHarmlessForm(form) || !isHarmlessForm(form.normalize('NFKC'))) return false;
    const decoded = decodePercent(form);
    if (decoded === form) break;
    if (round === MAX_DECODE_ROUNDS) return false;
    form = decoded;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
