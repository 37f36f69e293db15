import { useEffect, useState, type ReactNode } from 'react';

/** Light modules around the code: scanners need a quiet zone to find it. */
const QUIET_ZONE = 4;

/**
 * One SVG path of the dark modules: a unit square per module, on a grid of the code's size. One
 * element, however many modules, keeps the DOM small.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

type Encoded = { modules: boolean[][] } | 'failed' | null;

/**
 * A QR code of `value`, drawn as SVG in the browser. The encoder is fetched only when a code is
 * shown (the set-up of two-factor sign-in), never with the page. When it cannot be loaded,
 * `unavailable` shows instead (the caller offers the text the code carries).
 */
export function QrCode({
  value,
  label,
  unavailable,
}: {
  value: string;
  label: string;
  unavailable: ReactNode;
}) {
  const [encoded, setEncoded] = useState<{ value: string; result: Encoded }>({ value, result: null });
  useEffect(() => {
    let live = true;
    import('uqr')
      .then(({ encode }) => {
        // Medium error correction: still read when part of a glossy screen glares.
        const { data } = encode(value, { ecc: 'M', border: 0 });
        if (live) setEncoded({ value, result: { modules: data } });
      })
      .catch(() => {
        if (live) setEncoded({ value, result: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [value]);

  const result = encoded.value === value ? encoded.result : null;
  if (result === 'failed') return <>{unavailable}</>;
  if (result === null)
    return <div className="cr-profile-security__qr cr-profile-security__qr--loading" aria-hidden />;
  const size = result.modules.length + QUIET_ZONE * 2;
  return (
    <svg
      className="cr-profile-security__qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect
        className="cr-profile-security__qr-light"
        x={-QUIET_ZONE}
        y={-QUIET_ZONE}
        width={size}
        height={size}
      />
      <path className="cr-profile-security__qr-dark" d={qrPath(result.modules)} />
    </svg>
  );
}
