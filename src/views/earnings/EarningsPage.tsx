import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, type FormEvent } from 'react';
import { useEarnings, type EarningsActor, type EarningsPeriod, type EarningsSource, type EarningsView } from '../../app/earnings';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { PersonLine } from '../ui/PersonLine';
import { Card, EmptyState, FailureWithRetry, Loading, PageTitle } from '../ui/Surface';
import { PillTabs } from '../ui/Tabs';
import { theme } from '../ui/theme';
import { EarningsChart, type ChartSeries } from './EarningsChart';

/** One colour per source, in the order the server lists them. */
const SOURCE_COLORS: Record<EarningsSource, string> = {
  SUBSCRIPTIONS: '#0f766e',
  UNLOCKS: '#2563eb',
  TIPS: '#e11d48',
  STICKERS: '#d97706',
  PACKAGES: '#7c3aed',
  MESSAGES: '#0891b2',
  LIVE: '#db2777',
};

const Sections = styled.div({ display: 'flex', flexDirection: 'column', gap: 16 });
const Totals = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 12,
  margin: 0,
  [theme.phone]: { gridTemplateColumns: '1fr' },
});
const Figure = styled(Card)({
  padding: 16,
  margin: 0,
  '& dt': { fontSize: 13, color: theme.color.muted, fontWeight: 600 },
  '& dd': { margin: '4px 0 0', fontSize: 26, fontWeight: 800, color: theme.color.text, fontVariantNumeric: 'tabular-nums' },
  '& dd small': { display: 'block', fontSize: 13, fontWeight: 500, color: theme.color.muted },
});
const Panel = styled(Card)({ padding: 16, minWidth: 0 });
const Heading = styled.h2({ fontSize: 17, margin: '0 0 12px', color: theme.color.text });
const Legend = styled.ul({
  listStyle: 'none',
  margin: '8px 0 0',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 14px',
  fontSize: 13,
  color: theme.color.muted,
  '& li': { display: 'flex', alignItems: 'center', gap: 6 },
});
const Swatch = styled.span<{ color: string }>(({ color }) => ({
  width: 12,
  height: 12,
  borderRadius: 3,
  background: color,
  flexShrink: 0,
}));
const Table = styled.table({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: '8px 6px', borderBottom: `1px solid ${theme.color.border}`, textAlign: 'right' },
  '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
  '& thead th': { fontSize: 12, color: theme.color.muted, fontWeight: 600 },
  '& tfoot td, & tfoot th': { fontWeight: 700, borderBottom: 0 },
  [theme.phone]: { fontSize: 13, '& th, & td': { padding: '6px 3px' } },
});
const Scroll = styled.div({ overflowX: 'auto' });
const Fans = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 });
const Fan = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  '& .paid': { fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});
const Rank = styled.span({ width: 20, color: theme.color.muted, fontWeight: 700, textAlign: 'right' });
const StatementForm = styled.form({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 12,
  flexWrap: 'wrap',
  '& > div': { marginBottom: 0 },
});
const Hint = styled.p({ margin: '0 0 12px', fontSize: 13, color: theme.color.muted });
const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: 16,
  [theme.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

function useSourceNames(): Record<EarningsSource, string> {
  const { t } = useLingui();
  return {
    SUBSCRIPTIONS: t`Subscriptions`,
    UNLOCKS: t`Unlocks`,
    TIPS: t`Tips`,
    STICKERS: t`Stickers`,
    PACKAGES: t`Packages`,
    MESSAGES: t`Paid messages`,
    LIVE: t`Live`,
  };
}

function PeriodTabs({ actor }: { actor: EarningsActor }) {
  const { t } = useLingui();
  const period = useSelector(actor, (snapshot) => snapshot.context.period);
  const tabs: { period: EarningsPeriod; label: string }[] = [
    { period: 'DAY', label: t`Daily · 30 days` },
    { period: 'WEEK', label: t`Weekly · 12 weeks` },
    { period: 'MONTH', label: t`Monthly · 12 months` },
  ];
  return (
    <PillTabs role="tablist" aria-label={t`Group earnings by`}>
      {tabs.map((tab) => (
        <button
          key={tab.period}
          type="button"
          role="tab"
          aria-selected={tab.period === period}
          onClick={() => actor.send({ type: 'earnings.period', period: tab.period })}
        >
          {tab.label}
        </button>
      ))}
    </PillTabs>
  );
}

function Charts({ earnings }: { earnings: EarningsView }) {
  const { t, i18n } = useLingui();
  const names = useSourceNames();
  const labels = useMemo(
    () =>
      earnings.buckets.map((bucket) =>
        i18n.date(
          new Date(`${bucket.start}T00:00:00Z`),
          earnings.period === 'MONTH'
            ? { month: 'short', year: '2-digit', timeZone: 'UTC' }
            : { day: 'numeric', month: 'short', timeZone: 'UTC' },
        ),
      ),
    [earnings, i18n],
  );
  const bySource: ChartSeries[] = useMemo(
    () =>
      earnings.sources.map(({ source }, index) => ({
        label: names[source],
        color: SOURCE_COLORS[source],
        values: earnings.buckets.map((bucket) => bucket.sources[index]?.figures.net ?? 0),
      })),
    // The names change with the language only, as the labels do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [earnings, labels],
  );
  const subscriberLabels = useMemo(() => labels.slice(0, earnings.subscribers.length), [labels, earnings]);
  const subscribers: ChartSeries[] = useMemo(
    () => [{ label: t`Subscribers`, color: theme.color.brand, values: earnings.subscribers.map((point) => point.active) }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [earnings, labels],
  );
  const coins = useCallback((value: number) => i18n.number(value, { maximumFractionDigits: 0 }), [i18n]);
  return (
    <Grid>
      <Panel as="figure" style={{ margin: 0 }}>
        <Heading as="figcaption">
          <Trans>Net earnings by source</Trans>
        </Heading>
        <EarningsChart labels={labels} series={bySource} kind="stacked" format={coins} />
        <Legend aria-label={t`Sources`}>
          {earnings.sources.map(({ source }) => (
            <li key={source}>
              <Swatch color={SOURCE_COLORS[source]} />
              {names[source]}
            </li>
          ))}
        </Legend>
      </Panel>
      <Panel as="figure" style={{ margin: 0 }}>
        <Heading as="figcaption">
          <Trans>Subscribers over time</Trans>
        </Heading>
        <EarningsChart labels={subscriberLabels} series={subscribers} kind="line" format={coins} />
        <Hint style={{ margin: '8px 0 0' }}>
          {t`Now: ${earnings.subscribers.at(-1)?.active ?? 0} · New in this range: ${earnings.subscribers.reduce((sum, point) => sum + point.newSubscribers, 0)}`}
        </Hint>
      </Panel>
    </Grid>
  );
}

function SourceTable({ earnings }: { earnings: EarningsView }) {
  const { t, i18n } = useLingui();
  const names = useSourceNames();
  const n = (value: number) => i18n.number(value);
  return (
    <Panel>
      <Heading>
        <Trans>By source</Trans>
      </Heading>
      <Scroll>
        <Table>
          <caption style={{ position: 'absolute', left: -9999 }}>{t`Earnings by source, in coins`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Source`}</th>
              <th scope="col">{t`Sales`}</th>
              <th scope="col">{t`Gross`}</th>
              <th scope="col">{t`Fee`}</th>
              <th scope="col">{t`Net`}</th>
            </tr>
          </thead>
          <tbody>
            {earnings.sources.map(({ source, figures }) => (
              <tr key={source} data-source={source}>
                <th scope="row" style={{ fontWeight: 500 }}>
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <Swatch color={SOURCE_COLORS[source]} />
                    {names[source]}
                  </span>
                </th>
                <td>{n(figures.count)}</td>
                <td>{n(figures.gross)}</td>
                <td>{n(figures.fee)}</td>
                <td>{n(figures.net)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t`Total`}</th>
              <td>{n(earnings.totals.count)}</td>
              <td>{n(earnings.totals.gross)}</td>
              <td>{n(earnings.totals.fee)}</td>
              <td>{n(earnings.totals.net)}</td>
            </tr>
          </tfoot>
        </Table>
      </Scroll>
    </Panel>
  );
}

function TopFans({ earnings }: { earnings: EarningsView }) {
  const { t, i18n } = useLingui();
  return (
    <Panel>
      <Heading>
        <Trans>Top fans</Trans>
      </Heading>
      {earnings.topFans.length === 0 ? (
        <Hint>{t`No fan has paid you in this range yet.`}</Hint>
      ) : (
        <Fans aria-label={t`Top fans`}>
          {earnings.topFans.map((fan, index) => (
            <Fan key={fan.person.id}>
              <Rank>{index + 1}</Rank>
              <PersonLine person={fan.person} size={32} />
              <span className="paid">{t`${i18n.number(fan.figures.gross)} coins`}</span>
            </Fan>
          ))}
        </Fans>
      )}
    </Panel>
  );
}

function Statement({ actor }: { actor: EarningsActor }) {
  const { t } = useLingui();
  const month = useSelector(actor, (snapshot) => snapshot.context.month);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.monthInvalid);
  const downloading = useSelector(actor, (snapshot) => snapshot.matches({ statement: 'downloading' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'statement.download' });
  };
  return (
    <Panel>
      <Heading>
        <Trans>Monthly statement</Trans>
      </Heading>
      <Hint>
        <Trans>Every sale of the month with its gross, fee and net, as a CSV file for your spreadsheet or accountant.</Trans>
      </Hint>
      <StatementForm onSubmit={submit} noValidate aria-label={t`Monthly statement`}>
        <TextField
          label={t`Month`}
          type="month"
          value={month}
          error={invalid ? 'statementMonthInvalid' : undefined}
          onValue={(value) => actor.send({ type: 'statement.month', month: value })}
        />
        <Button type="submit" disabled={downloading} aria-busy={downloading}>
          {downloading ? <Trans>Preparing…</Trans> : <Trans>Download CSV</Trans>}
        </Button>
      </StatementForm>
    </Panel>
  );
}

/** /earnings: a creator's gross, fees and net by source over time, their top fans, subscribers and monthly statements. */
export function EarningsPage() {
  const { t, i18n } = useLingui();
  const actor = useEarnings();
  const earnings = useSelector(actor, (snapshot) => snapshot.context.earnings);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ dashboard: 'loading' }));
  const failure = useSelector(actor, (snapshot) => (snapshot.matches({ dashboard: 'failed' }) ? snapshot.context.failure : null));
  const n = (value: number) => i18n.number(value);
  return (
    <div>
      <PageTitle>{t`Earnings`}</PageTitle>
      <PeriodTabs actor={actor} />
      {loading && !earnings && <Loading label={t`Loading earnings…`} />}
      {failure && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'earnings.retry' })} />}
      {earnings && !failure && (
        <Sections aria-busy={loading}>
          <Totals>
            <Figure as="div">
              <dt>{t`Gross`}</dt>
              <dd>
                {n(earnings.totals.gross)}
                <small>{t`${n(earnings.totals.count)} sales`}</small>
              </dd>
            </Figure>
            <Figure as="div">
              <dt>{t`Platform fee`}</dt>
              <dd>{n(earnings.totals.fee)}</dd>
            </Figure>
            <Figure as="div">
              <dt>{t`Net`}</dt>
              <dd>
                {n(earnings.totals.net)}
                <small>{t`coins to your wallet`}</small>
              </dd>
            </Figure>
          </Totals>
          {earnings.totals.count === 0 ? (
            <EmptyState title={t`No earnings in this range`}>
              <Trans>Sales of subscriptions, paid posts, tips, stickers, packages, paid messages and live streams show here.</Trans>
            </EmptyState>
          ) : (
            <>
              <Charts earnings={earnings} />
              <Grid>
                <SourceTable earnings={earnings} />
                <TopFans earnings={earnings} />
              </Grid>
            </>
          )}
          <Statement actor={actor} />
        </Sections>
      )}
    </div>
  );
}
