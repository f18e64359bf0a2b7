// The admit card's QR code, drawn in the browser with uqr (no network). Its own module, loaded
// lazily by the public admit card page only, so no other page downloads the encoder.
import { useLingui } from '@lingui/react/macro';
import { encode } from 'uqr';
import styles from './admit-card.module.css';

/** One SVG path of 1×1 squares, one per dark module: crisp at any print resolution. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/** A QR code of `value` (the card's verification address), with the address as its name. */
export function AdmitCardQrCode({ value }: { value: string }) {
  const { t } = useLingui();
  // Medium error correction survives a crease or a smudge on a printed card; 4 modules of quiet
  // zone, as the standard asks, so phone cameras find it.
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={t`QR code of the verification address ${value}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={modulesPath(data)} fill="#000" />
    </svg>
  );
}
