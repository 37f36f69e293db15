import { parseUtcDateTime } from './dates.ts';

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
