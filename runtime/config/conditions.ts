import type { Condition } from '../../schemas/condition.schema.ts';
import type { SiteContext } from '../context/types.ts';

function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  // A "*." pattern matches subdomains at any depth, not the bare domain itself.
  return p.startsWith('*.') ? host.endsWith(p.slice(1)) && host.length > p.length - 1 : host === p;
}

const intersects = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));

/**
 * Whether a `when` condition holds in this context (DESIGN.md, Conditions): keys combine with
 * AND, values in a list with OR; `not` negates; `any` holds when one nested condition does.
 * An absent or empty condition always holds.
 * @example matchesCondition({ licence: ['EE'], not: { auth: 'guest' } }, ctx)
 */
export function matchesCondition(when: Condition | undefined, ctx: SiteContext): boolean {
  if (!when) return true;
  const host = ctx.host.toLowerCase().replace(/:\d+$/, '');
  const country = ctx.country.toUpperCase();
  return (
    (when.licence === undefined || when.licence.includes(ctx.licence)) &&
    (when.country === undefined || when.country.some((c) => c.toUpperCase() === country)) &&
    (when.auth === undefined || when.auth === ctx.auth) &&
    (when.groups === undefined || intersects(when.groups, ctx.groups)) &&
    (when.notGroups === undefined || !intersects(when.notGroups, ctx.groups)) &&
    (when.features === undefined || when.features.every((f) => ctx.features[f] === true)) &&
    (when.locale === undefined || when.locale.includes(ctx.locale)) &&
    (when.host === undefined || when.host.some((pattern) => hostMatches(pattern, host))) &&
    (when.hostKind === undefined || when.hostKind.includes(ctx.hostKind)) &&
    (when.restriction === undefined || when.restriction.includes(ctx.restriction)) &&
    (when.device === undefined || when.device === ctx.device) &&
    (when.pages === undefined || when.pages.every((page) => ctx.pages.includes(page))) &&
    (when.not === undefined || !matchesCondition(when.not, ctx)) &&
    (when.any === undefined || when.any.some((nested) => matchesCondition(nested, ctx)))
  );
}

/** The entries of a list whose `when` holds, in order. */
export function filterByCondition<T extends { when?: unknown }>(
  entries: readonly T[],
  ctx: SiteContext,
): T[] {
  return entries.filter((entry) => matchesCondition(entry.when as Condition | undefined, ctx));
}
