/** @jsxRuntime automatic */
import { formatCount } from '@lib/platform/money/format';
import { PATHS } from '@lib/platform/routing/links';
import type { Mail } from '../mail';
import { formatShortDay } from '../mail';
import { Block } from '../parts/Block';
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import { COLOURS, FONTS, small } from '../theme';
import type { Template } from './template';

/** The card ledger's kinds the catalog names; any other kind is shown as the data writes it. */
const KINDS = ['seed', 'spend', 'reverse', 'refund', 'earn', 'test_charge', 'test_refund'];

/** Points with their sign: "+1.250", "−500" (a true minus, as the amounts write it). */
const signed = (points: number) => (points < 0 ? `−${formatCount(-points)}` : `+${formatCount(points)}`);

function Movements({ rows, mail }: { rows: { date: string; kind: string; points: number }[]; mail: Mail }) {
  const { t } = mail;
  const cell = {
    ...small,
    color: COLOURS.ink,
    padding: '10px 0',
    borderBottom: `1px solid ${COLOURS.line}`,
    verticalAlign: 'top',
  } as const;
  return (
    <table
      role="presentation"
      width="100%"
      border={0}
      cellPadding="0"
      cellSpacing="0"
      style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
    >
      <tbody>
        {rows.map((row) => {
          const kind = KINDS.includes(row.kind) ? t(`pointsStatement.kinds.${row.kind}`) : row.kind;
          const day = formatShortDay(row.date, mail.lang);
          const points = signed(row.points);
          return (
            <tr key={`${row.date}|${row.kind}|${row.points}`} data-text={`${day} · ${kind} · ${points}`}>
              <td className="v-muted" style={{ ...cell, color: COLOURS.muted, width: 110, paddingRight: 12, whiteSpace: 'nowrap' }}>
                {day}
              </td>
              <td style={cell}>{kind}</td>
              <td
                align="right"
                className={row.points < 0 ? undefined : 'v-success'}
                style={{
                  ...cell,
                  fontFamily: FONTS.sans,
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                  color: row.points < 0 ? COLOURS.ink : COLOURS.success,
                }}
              >
                {points}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A OneCard's balance and latest movements. */
export const pointsStatement: Template<'pointsStatement'> = (data, mail) => {
  const { t } = mail;
  const balance = t('pointsStatement.points', { count: data.balance, points: formatCount(data.balance) });
  const intro = t('pointsStatement.intro');
  return {
    subject: t('pointsStatement.subject'),
    preview: t('pointsStatement.preview', { balance }),
    reason: 'loyalty',
    body: (
      <>
        <Intro eyebrow={t('pointsStatement.eyebrow')} title={t('pointsStatement.heading')}>
          <Para>{intro}</Para>
        </Intro>
        <Facts
          facts={[
            { label: t('pointsStatement.card'), value: data.card },
            { label: t('pointsStatement.balance'), value: balance, strong: true },
          ]}
        />
        <Block title={t('pointsStatement.movements')}>
          {data.rows.length > 0 ? <Movements rows={data.rows} mail={mail} /> : <Para muted>{t('pointsStatement.none')}</Para>}
        </Block>
        <Button href={mail.page(PATHS.loyalty)}>{t('pointsStatement.button')}</Button>
      </>
    ),
  };
};
