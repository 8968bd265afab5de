/** @jsxRuntime automatic */
import { Img, Link } from './primitives';
import { formatPrice } from '@lib/platform/money/format';
import type { MessageData } from '../../messages';
import type { Mail } from '../mail';
import { COLOURS, FONTS, label, small } from '../theme';

/** An order line as the messages carry it. */
export type Line = MessageData<'orderConfirmed'>['lines'][number];

/** The picture's box: the store's 3:4, small enough to leave the words room on a phone. */
const PICTURE = { width: 80, height: 107 } as const;

function LineItem({ line, mail }: { line: Line; mail: Mail }) {
  const { t } = mail;
  const paid = line.price - line.discount;
  const facts = [
    line.size ? t('order.size', { size: line.size }) : undefined,
    line.colour ? t('order.colour', { colour: line.colour }) : undefined,
    t('order.quantity', { count: line.quantity }),
  ].filter(Boolean);
  const alt = t('order.pictureAlt', { brand: line.brand, name: line.name });
  const picture = line.imagePath ? (
    <Img
      src={mail.asset(line.imagePath)}
      width={PICTURE.width}
      height={PICTURE.height}
      alt={alt}
      style={{
        display: 'block',
        width: PICTURE.width,
        height: PICTURE.height,
        backgroundColor: COLOURS.stone,
        ...small,
        fontSize: 11,
        lineHeight: '14px',
      }}
    />
  ) : (
    <div className="v-stone" style={{ width: PICTURE.width, height: PICTURE.height, backgroundColor: COLOURS.stone }} />
  );
  const name = { fontFamily: FONTS.sans, fontSize: 14, lineHeight: '20px', color: COLOURS.ink, textDecoration: 'none' } as const;
  return (
    <tr>
      <td style={{ width: PICTURE.width, padding: '0 16px 20px 0', verticalAlign: 'top' }}>
        {line.productPath ? (
          <Link href={mail.page(line.productPath)} data-skip-in-text>
            {picture}
          </Link>
        ) : (
          picture
        )}
      </td>
      <td className="v-item" style={{ padding: '0 0 20px', verticalAlign: 'top' }}>
        {/* lang="en", as the site's product card: uppercase keeps a brand's dotless I ("MAISON", not "MAİSON"). */}
        <div lang="en" style={{ ...label, color: COLOURS.ink, margin: '0 0 4px' }}>
          {line.brand}
        </div>
        <div style={{ ...name, margin: '0 0 6px' }}>
          {line.productPath ? (
            <Link href={mail.page(line.productPath)} data-inline-text={line.name} style={name}>
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </div>
        <div className="v-muted" style={{ ...small, margin: '0 0 8px' }}>
          {facts.join(' · ')}
        </div>
        <div style={{ fontFamily: FONTS.sans, fontSize: 14, lineHeight: '20px', color: COLOURS.ink }}>
          {line.discount > 0 ? (
            <>
              <s
                className="v-muted"
                data-inline-text={t('order.was', { amount: formatPrice(line.price) })}
                style={{ color: COLOURS.muted }}
              >
                {formatPrice(line.price)}
              </s>
              {'  '}
              <span className="v-sale" style={{ color: COLOURS.sale }}>
                {formatPrice(paid)}
              </span>
            </>
          ) : (
            formatPrice(paid)
          )}
        </div>
      </td>
    </tr>
  );
}

/** The pieces of an order, each with its picture, brand, name, size, colour, quantity and price. */
export function LineItems({ lines, mail }: { lines: readonly Line[]; mail: Mail }) {
  return (
    <table role="presentation" width="100%" border={0} cellPadding="0" cellSpacing="0" style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {lines.map((line) => (
          <LineItem key={`${line.brand}|${line.name}|${line.size ?? ''}|${line.colour ?? ''}|${line.price}`} line={line} mail={mail} />
        ))}
      </tbody>
    </table>
  );
}
