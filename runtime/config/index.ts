// Public entry of the configuration for widgets: the brand of the visit, its CMS pages, `when`
// conditions, CMS text with variables and allowed image origins. Loading and validating the
// configuration is the runtime's own.
export { cmsText, fillVariables, variableNames, type CmsText } from './cms-text.ts';
export { filterByCondition, matchesCondition } from './conditions.ts';
export { imageSourceOf, isAllowedImageUrl } from './image-origins.ts';
export { brandPages, getBrands } from './load-brand.ts';
export { useBrand } from './use-brand.ts';
