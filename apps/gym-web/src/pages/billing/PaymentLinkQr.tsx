import { encode } from 'uqr';

/**
 * The pay page's address as a QR code for the member's phone camera, drawn from the code's modules
 * (uqr) as one SVG path: black on white with the four-module quiet zone scanners need.
 */
export default function PaymentLinkQr({ url, label }: { url: string; label: string }) {
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  const quiet = 4;
  const side = size + quiet * 2;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={240}
      height={240}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
