/** @jsxRuntime automatic */
import { COLOURS, FONTS } from '../theme';

// A button as mail clients draw one reliably: a table cell with the colour and a padded link in
// it, square as the site's. Solid black for the e-mail's one main action, outlined for a second.

/** A call to action; `secondary` draws it outlined. */
export function Button({ href, children, secondary = false }: { href: string; children: string; secondary?: boolean }) {
  return (
    <table role="presentation" border={0} cellPadding="0" cellSpacing="0" className="v-btn-wrap" style={{ margin: '8px 0 28px' }}>
      <tbody>
        <tr>
          <td
            className={secondary ? 'v-btn2' : 'v-btn'}
            align="center"
            style={{ backgroundColor: secondary ? 'transparent' : COLOURS.ink, border: `1px solid ${COLOURS.ink}`, borderRadius: 0 }}
          >
            <a
              href={href}
              data-button=""
              className={secondary ? 'v-btn2-text' : 'v-btn-text'}
              style={{
                display: 'inline-block',
                padding: '15px 32px',
                fontFamily: FONTS.sans,
                fontSize: 12,
                lineHeight: '16px',
                fontWeight: 500,
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                textDecoration: 'none',
                color: secondary ? COLOURS.ink : COLOURS.paper,
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
