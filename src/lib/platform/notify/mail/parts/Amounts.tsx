/** @jsxRuntime automatic */
import { COLOURS, FONTS } from '../theme';

/** One amount row: a label, the formatted amount, and how it reads (a discount in sale red, the total set apart). */
export interface AmountRow {
  label: string;
  /** Under the label, smaller: a card's masked number, the instalments, when a refund arrives. */
  note?: string;
  amount: string;
  tone?: 'sale' | 'total';
}

/** Amounts right-aligned with their currency, the total under a rule: the totals, the payments, the refunds. */
export function Amounts({ rows }: { rows: readonly AmountRow[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: '0 0 8px', borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map((row) => {
          const total = row.tone === 'total';
          const cell = {
            fontFamily: FONTS.sans,
            fontSize: total ? 16 : 14,
            lineHeight: '20px',
            fontWeight: total ? 500 : 400,
            color: row.tone === 'sale' ? COLOURS.sale : COLOURS.ink,
            padding: total ? '14px 0 4px' : '6px 0',
            borderTop: total ? `1px solid ${COLOURS.line}` : undefined,
            verticalAlign: 'top',
          } as const;
          const tone = row.tone === 'sale' ? 'v-sale' : undefined;
          return (
            <tr
              key={`${row.label}|${row.note ?? ''}|${row.amount}`}
              data-text={`${row.label}${row.note ? ` (${row.note})` : ''}: ${row.amount}`}
            >
              <td className={tone} style={{ ...cell, paddingRight: 16 }}>
                {row.label}
                {row.note ? (
                  <>
                    <br />
                    <span className="v-muted" style={{ fontSize: 12, color: COLOURS.muted, fontWeight: 400 }}>
                      {row.note}
                    </span>
                  </>
                ) : null}
              </td>
              <td className={tone} align="right" style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>
                {row.amount}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
