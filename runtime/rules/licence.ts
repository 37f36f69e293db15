import type { Licence } from '../context/types.ts';

/** The licence in force unless a rule below says otherwise (spec §1). */
export const DEFAULT_LICENCE: Licence = 'CW';
/** Country whose visitors fall under the EE licence on main production hosts. */
export const ESTONIA = 'EE';

const LICENCES: ReadonlySet<string> = new Set<Licence>(['CW', 'EE']);

export interface LicenceInput {
  /** Only main production hosts may run under EE; every mirror and betting host is CW. */
  mainProduction: boolean;
  /** The player's `license_name`, when logged in. */
  userLicence?: string | null;
  /** Resolved visitor country, upper case. */
  country: string;
}

/**
 * The licence of this page view: on main production hosts the logged-in player's licence
 * (when it is CW or EE), else EE for visitors from Estonia; CW everywhere else.
 * @example resolveLicence({ mainProduction: true, userLicence: null, country: 'EE' }) // 'EE'
 */
export function resolveLicence(input: LicenceInput): Licence {
  if (!input.mainProduction) return DEFAULT_LICENCE;
  const fromUser = input.userLicence?.toUpperCase();
  if (fromUser && LICENCES.has(fromUser)) return fromUser as Licence;
  return input.country.toUpperCase() === ESTONIA ? 'EE' : DEFAULT_LICENCE;
}

/** Estonia is detected by country code (spec §1): no betting host, registration off, 21+. */
export function isEstonia(country: string): boolean {
  return country.toUpperCase() === ESTONIA;
}
