/** @jsxRuntime automatic */
import { COLOURS, FONTS, small } from '../theme';

/** One fact: its label and value; `strong` sets the value larger (an order number, a code). */
export interface Fact {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * Facts as label and value on one line each, divided by hairlines (an order number, a tracking
 * number, a date). The plain-text part reads each as "label: value".
 */
export function Facts({ facts }: { facts: readonly (Fact | false | undefined)[] }) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  if (shown.length === 0) return null;
  return (
    <table
      role="presentation"
      width="100%"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      style={{ margin: '0 0 24px', borderCollapse: 'collapse' }}
    >
      <tbody>
        {shown.map((fact) => (
          <tr key={fact.label} data-text={`${fact.label}: ${fact.value}`}>
            <td
              className="v-muted"
              style={{ ...small, padding: '10px 16px 10px 0', borderBottom: `1px solid ${COLOURS.line}`, verticalAlign: 'top' }}
            >
              {fact.label}
            </td>
            <td
              align="right"
              style={{
                padding: '10px 0',
                borderBottom: `1px solid ${COLOURS.line}`,
                fontFamily: FONTS.sans,
                fontSize: fact.strong ? 15 : 14,
                lineHeight: '20px',
                fontWeight: fact.strong ? 500 : 400,
                color: COLOURS.ink,
                textAlign: 'right',
                verticalAlign: 'top',
              }}
            >
              {fact.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
