import type { ConfigShapes } from '../../runtime/queries/index.ts';

export interface LogoImages {
  mobile: string;
  full: string;
}

/**
 * The header logo images of a host (logo-config, API-SHAPES §2): the host's own entry, else a
 * `*.` entry of a domain it is under, else the document's logoUrl; null without a document.
 * @example logoForHost({ logoUrl: a, hosts: { 'de.nova.localhost': b } }, 'de.nova.localhost') // b
 */
export function logoForHost(
  config: ConfigShapes['logo-config'] | undefined,
  host: string,
): LogoImages | null {
  if (!config) return null;
  const hosts = config.hosts ?? {};
  const exact = hosts[host];
  if (exact) return exact;
  const pattern = Object.keys(hosts).find((key) => key.startsWith('*.') && host.endsWith(key.slice(1)));
  return (pattern && hosts[pattern]) || config.logoUrl;
}
