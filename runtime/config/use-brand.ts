import { useSiteContext } from '../context/site-context-react.tsx';
import type { BrandConfig } from '../../schemas/brand.schema.ts';
import { getBrands } from './load-brand.ts';

/** The brand of this page view (its brand.json); undefined only when the context names no valid brand. */
export function useBrand(): BrandConfig | undefined {
  const { brandId } = useSiteContext();
  return getBrands().find((brand) => brand.id === brandId);
}
