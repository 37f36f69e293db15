// Public entry of the pure business rules (spec §4–§6, §9). Field validators are a namespace
// (`validation.email(...)`) because their short names would collide with everything else.
export * from './affiliate.ts';
export * from './badges.ts';
export * from './balance.ts';
export * from './banners.ts';
export * from './currencies.ts';
export * from './dates.ts';
export * from './features.ts';
export * from './games.ts';
export * from './gifts.ts';
export * from './groups.ts';
export * from './layout.ts';
export * from './licence.ts';
export * from './limits.ts';
export * from './lootboxes.ts';
export * from './menu.ts';
export * from './names.ts';
export * from './payments.ts';
export * from './points-store.ts';
export * from './postal-codes.ts';
export * from './profile-completeness.ts';
export * from './promo-status.ts';
export * from './quests.ts';
export * from './restrictions.ts';
export * from './support.ts';
export * from './timing.ts';
export * as validation from './validation.ts';
export { VALIDATION, type ValidationError, type ValidationKey } from './validation.ts';
