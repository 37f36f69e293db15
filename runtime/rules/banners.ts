import { variableNames } from '../config/cms-text.ts';
import { FALLBACK_CURRENCY } from './currencies.ts';
import { parseUtcDateTime } from './dates.ts';
import { routePath } from '../routing/links.ts';

/** The fields of a banners-config banner that decide whether and where it shows (spec §3). */
export interface BannerLike {
  id: string | number;
  categories: readonly string[];
  /** Position per category, lowest first; banners without one come last. */
  order?: Readonly<Record<string, number>>;
  /** true: players only; false: guests only; absent: everyone. */
  logged?: boolean;
  /** Groups that see the banner; absent or empty: everyone. */
  groupIds?: readonly (string | number)[];
  groups?: readonly (string | number)[];
  /** Window in UTC, `DD/MM/YYYY HH:mm`; either end may be open. */
  liveTime?: { start?: string | null; end?: string | null } | null;
  /** `{ name: { currency: text } }`, filled into `{name}` in the texts (EUR fallback). */
  variables?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface BannerViewer {
  loggedIn: boolean;
  groups: readonly number[];
  now: number;
}

/** Whether `now` lies within the banner's live time (start inclusive, end exclusive). */
export function isBannerLive(banner: Pick<BannerLike, 'liveTime'>, now: number): boolean {
  const start = banner.liveTime?.start ? parseUtcDateTime(banner.liveTime.start) : null;
  const end = banner.liveTime?.end ? parseUtcDateTime(banner.liveTime.end) : null;
  return (start === null || now >= start) && (end === null || now < end);
}

/** Whether the viewer is in one of the banner's groups (or the banner targets no group). */
export function bannerGroupsMatch(
  banner: Pick<BannerLike, 'groupIds' | 'groups'>,
  groups: readonly number[],
): boolean {
  const wanted = [...(banner.groupIds ?? []), ...(banner.groups ?? [])];
  if (wanted.length === 0) return true;
  return wanted.some((g) => groups.includes(Number(g)));
}

/** Whether the banner's logged flag lets this viewer see it. */
export function bannerAudienceMatches(banner: Pick<BannerLike, 'logged'>, loggedIn: boolean): boolean {
  return banner.logged === undefined || banner.logged === loggedIn;
}

/**
 * The banners of one category this viewer sees, in the category's order.
 * @example visibleBanners(config.banners, 'slider-index-top', { loggedIn: false, groups: [], now: Date.now() })
 */
export function visibleBanners<B extends BannerLike>(
  banners: readonly B[],
  category: string,
  viewer: BannerViewer,
): B[] {
  const orderOf = (b: B) => b.order?.[category] ?? Number.POSITIVE_INFINITY;
  return banners
    .filter(
      (b) =>
        b.categories.includes(category) &&
        bannerAudienceMatches(b, viewer.loggedIn) &&
        bannerGroupsMatch(b, viewer.groups) &&
        isBannerLive(b, viewer.now),
    )
    .map((b, i) => ({ b, i }))
    .sort((x, y) => orderOf(x.b) - orderOf(y.b) || x.i - y.i)
    .map(({ b }) => b);
}

/** A problem in a banners-config document, shaped like the CLI's and the validators' issues. */
export interface BannerContentIssue {
  /** JSON pointer into the document, e.g. `/banners/3/title/text`. */
  pointer: string;
  message: string;
  rule: 'banner/untranslated' | 'banner/missing-locale' | 'banner/unknown-variable';
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every text of a banner that players read, with its pointer below the banner. */
function bannerTexts(banner: Json): { pointer: string; value: unknown }[] {
  const at = (path: readonly string[]) => {
    let node: unknown = banner;
    for (const key of path)
      node = node !== null && typeof node === 'object' ? (node as Json)[key] : undefined;
    return node === undefined ? [] : [{ pointer: `/${path.join('/')}`, value: node }];
  };
  const labels = Array.isArray(banner['labels']) ? banner['labels'] : [];
  return [
    ...at(['title', 'text']),
    ...at(['description', 'text']),
    ...labels.flatMap((_, i) => at(['labels', String(i), 'title'])),
    ...at(['button', 'name']),
    ...at(['secondButton', 'name']),
    ...at(['secondButton', 'popup', 'title']),
    ...at(['secondButton', 'popup', 'secondTitle']),
    ...at(['secondButton', 'popup', 'desc']),
  ];
}

/**
 * Translation gaps of a banners-config document (spec §3 Banner): a text given as one string,
 * or per locale without one of `locales`, would show another language to some players; a
 * `{{name}}` without an EUR value in `variables` would show as written. Unchecked input is fine.
 * @example bannerContentIssues({ banners: [{ title: { text: 'Hi' } }] }, ['en', 'de']) // one banner/untranslated issue
 */
export function bannerContentIssues(document: unknown, locales: readonly string[]): BannerContentIssue[] {
  const banners = isRecord(document) && Array.isArray(document['banners']) ? document['banners'] : [];
  return banners.flatMap((banner: unknown, i) => {
    if (!isRecord(banner)) return [];
    const variables = isRecord(banner['variables']) ? banner['variables'] : {};
    const hasValue = (name: string) => {
      const values = variables[name];
      return isRecord(values) && typeof values[FALLBACK_CURRENCY] === 'string';
    };
    return bannerTexts(banner).flatMap(({ pointer, value }): BannerContentIssue[] => {
      const base = `/banners/${i}${pointer}`;
      const issues: BannerContentIssue[] = [];
      const variants: [string, unknown][] =
        typeof value === 'string' ? [['', value]] : isRecord(value) ? Object.entries(value) : [];
      if (typeof value === 'string' && locales.length > 1) {
        issues.push({
          pointer: base,
          message: `is one text for every locale: give it per locale (${locales.join(', ')})`,
          rule: 'banner/untranslated',
        });
      } else if (isRecord(value)) {
        const missing = locales.filter((locale) => typeof value[locale] !== 'string' || value[locale] === '');
        if (missing.length > 0) {
          issues.push({
            pointer: base,
            message: `has no text for ${missing.join(', ')}`,
            rule: 'banner/missing-locale',
          });
        }
      }
      for (const [locale, text] of variants) {
        if (typeof text !== 'string') continue;
        for (const name of variableNames(text).filter((variable) => !hasValue(variable))) {
          issues.push({
            pointer: locale ? `${base}/${locale}` : base,
            message: `{{${name}}} has no EUR value in the banner's variables`,
            rule: 'banner/unknown-variable',
          });
        }
      }
      return issues;
    });
  });
}

/** The part of a banner that says where its main button leads. */
export interface BannerTargetFields {
  url?: string;
  button?: { url?: string; type?: 'tournaments' | 'lottery'; frontendIdentifier?: string };
}

/**
 * Where a banner's main button leads: a tournament or lottery by its identifier, else the
 * button's url, else the banner's; null when none is given.
 * @example bannerButtonHref({ button: { type: 'tournaments', frontendIdentifier: 'spring' } }) // '/tournaments/spring'
 */
export function bannerButtonHref({ url, button }: BannerTargetFields): string | null {
  if (button?.type && button.frontendIdentifier) {
    return routePath(button.type === 'lottery' ? 'lottery' : 'tournament', {
      slug: button.frontendIdentifier,
    });
  }
  return button?.url ?? url ?? null;
}
