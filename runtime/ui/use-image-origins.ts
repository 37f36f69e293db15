import { useBrand } from '../config/use-brand.ts';

const NONE: readonly string[] = [];

/** The brand's `security.imageOrigins`: where CMS images may load from besides this site. */
export function useImageOrigins(): readonly string[] {
  return useBrand()?.security?.imageOrigins ?? NONE;
}
