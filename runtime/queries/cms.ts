import { useQuery } from '@tanstack/react-query';
import { getCmsPageQueryOptions, getCmsPagesQueryOptions } from '../api/cms.ts';

export function useCmsPages(locale: string) {
  return useQuery(getCmsPagesQueryOptions(locale));
}

/** One CMS page; a missing page is the query's error (status 404). */
export function useCmsPage(slug: string | null, locale: string) {
  return useQuery({ ...getCmsPageQueryOptions(slug ?? '', locale), enabled: Boolean(slug) });
}
