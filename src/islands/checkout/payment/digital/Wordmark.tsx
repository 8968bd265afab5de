import { type DigitalCode, PROVIDER_NAMES } from '@lib/checkout/payments/digital/providers';

// Each provider's name drawn as a plain two-tone wordmark (our own drawing, not the provider's
// logo). Rendered by the payment tab and, without hydration, by the sandbox provider's page.

const TONES: Record<DigitalCode, { parts: [string, string]; colours: [string, string]; italic: boolean }> = {
  garanti_pay: { parts: ['Garanti', 'Pay'], colours: ['#0f6b4f', '#4a9d7e'], italic: false },
  paypal: { parts: ['Pay', 'Pal'], colours: ['#1c2f6e', '#2a7fc1'], italic: true },
};

/** A provider's wordmark, with its name as the accessible label (or hidden when the name is written beside it). */
export default function Wordmark({ code, height = 24, decorative = false }: { code: DigitalCode; height?: number; decorative?: boolean }) {
  const { parts, colours, italic } = TONES[code];
  const width = Math.round(height * (code === 'paypal' ? 3.4 : 4.6));
  return (
    <svg
      viewBox={code === 'paypal' ? '0 0 82 24' : '0 0 110 24'}
      width={width}
      height={height}
      role="img"
      aria-hidden={decorative || undefined}
    >
      <title>{PROVIDER_NAMES[code]}</title>
      <text
        x="1"
        textLength={code === 'paypal' ? 79 : 107}
        lengthAdjust="spacingAndGlyphs"
        y="18.5"
        fontFamily="'Helvetica Neue', Arial, sans-serif"
        fontSize="20"
        fontWeight="700"
        fontStyle={italic ? 'italic' : 'normal'}
      >
        <tspan fill={colours[0]}>{parts[0]}</tspan>
        <tspan fill={colours[1]}>{parts[1]}</tspan>
      </text>
    </svg>
  );
}
