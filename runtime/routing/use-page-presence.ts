import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cmsSlug } from '../api/cms.ts';
import { getJackpotsQueryOptions, jackpotPageSlugs } from '../api/jackpots.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useCmsPages } from '../queries/cms.ts';
import type { PagePresence } from './page-presence.ts';

/**
 * What decides, for this visitor, whether a link leads to a page (`leadsToPage`): the brand's
 * pages, the CMS static pages of the locale and, where the brand has the jackpot page, the
 * jackpots served at `/{identifier}` (none while they load).
 * @example const presence = usePagePresence(); items.filter((item) => leadsToPage(item, presence))
 */
export function usePagePresence(): PagePresence {
  const { pages, locale, licence, country } = useSiteContext();
  const cmsPages = useCmsPages(locale);
  const jackpots = useQuery({ ...getJackpotsQueryOptions(), enabled: pages.includes('jackpot') });
  return useMemo(
    () => ({
      pages,
      // CMS list paths carry no leading slash in the platform's answers, but may.
      cmsPageSlugs: (cmsPages.data ?? []).map((page) => cmsSlug(page.path)),
      licence,
      country,
      jackpotSlugs: jackpotPageSlugs(jackpots.data ?? []),
    }),
    [pages, cmsPages.data, licence, country, jackpots.data],
  );
}
