import type { Layout } from '../../schemas/layout.schema.ts';

/**
 * A brand layout over the `_base` one at slot granularity: a slot the brand names replaces the
 * base slot whole (an empty list removes it); other base slots stay.
 */
export function mergeLayout(base?: Layout, brand?: Layout): Layout {
  const description = brand?.description ?? base?.description;
  return {
    ...(description === undefined ? {} : { description }),
    slots: { ...base?.slots, ...brand?.slots },
  };
}
