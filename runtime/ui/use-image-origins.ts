import { getBrands } from '../config/load-brand.ts';
import { useSiteContext } from '../context/site-context-react.tsx';

const NONE: readonly string[] = [];

/** The brand's `security.imageOrigins`: where CMS images may load from besides this site. */
export function useImageOrigins(): readonly string[] {
  const ctx = useSiteContext();
  return getBrands().find((brand) => brand.id === ctx.brandId)?.security?.imageOrigins ?? NONE;
}
