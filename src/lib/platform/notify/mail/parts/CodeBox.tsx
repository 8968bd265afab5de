/** @jsxRuntime automatic */
import { COLOURS, FONTS, label } from '../theme';

/** A one-time code, large and spaced on the store's stone, easy to read and to copy whole. */
export function CodeBox({ code, caption }: { code: string; caption: string }) {
  return (
    <table role="presentation" width="100%" border={0} cellPadding="0" cellSpacing="0" style={{ margin: '8px 0 24px' }}>
      <tbody>
        <tr data-text={`${caption}: ${code}`}>
          <td className="v-stone" align="center" style={{ padding: '24px 16px', backgroundColor: COLOURS.stone, textAlign: 'center' }}>
            <div className="v-muted" style={{ ...label, margin: '0 0 8px' }}>
              {caption}
            </div>
            <div
              style={{
                fontFamily: FONTS.sans,
                fontSize: 34,
                lineHeight: '40px',
                fontWeight: 500,
                letterSpacing: '0.3em',
                // The spacing follows each digit, the last one too: a margin that balances it keeps the code centred.
                marginRight: '-0.3em',
                color: COLOURS.ink,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {code}
            </div>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
