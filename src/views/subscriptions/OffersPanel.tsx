import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { BUNDLE_MONTHS } from '../../../contract/plans';
import { usePlanOffers, type OffersField, type PlanOffersActor } from '../../app/subscriptions';
import { describeKey } from '../../validation/messages';
import { isBlockedAmountKey } from '../../validation/posts';
import { Button } from '../ui/Button';
import { CheckboxField, Input } from '../ui/Field';
import { FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { ErrorLine } from '../wallet/moneyFields';

/** One plan or offer of the settings form, framed. */
export const Plan = styled.fieldset({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: '12px 14px',
  margin: '0 0 12px',
  '& legend': { padding: '0 4px', fontWeight: 700 },
  '& label.amount': { display: 'block', fontWeight: 600, fontSize: 14, margin: '8px 0 6px' },
});

/** One bundle of the form: its box and, when on, its discount; apart from the next one. */
const BundleRow = styled.div({ '& + &': { marginTop: 14 } });

function OfferField({
  actor,
  field,
  label,
  type = 'number',
  disabled,
}: {
  actor: PlanOffersActor;
  field: OffersField;
  label: string;
  type?: 'number' | 'date';
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const value = useSelector(actor, (snapshot) => {
    const { form } = snapshot.context;
    if (field === 'promotionPercent' || field === 'promotionEnds' || field === 'promotionLimit') return form[field];
    return form.bundles[Number(field.replace('bundle', '')) as 3 | 6 | 12].percent;
  });
  const error = useSelector(actor, (snapshot) => (snapshot.context.submitted ? snapshot.context.errors[field] : undefined));
  return (
    <>
      <label className="amount" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        name={field}
        type={type === 'date' ? 'date' : 'text'}
        inputMode={type === 'date' ? undefined : 'numeric'}
        autoComplete="off"
        value={value}
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={(event) => type !== 'date' && isBlockedAmountKey(event.key) && event.preventDefault()}
        onChange={(event) => actor.send({ type: 'offers.typed', field, value: event.target.value })}
      />
      {error && (
        <ErrorLine id={`${id}-error`} role="alert" style={{ marginTop: 6 }}>
          {i18n._(describeKey(error))}
        </ErrorLine>
      )}
    </>
  );
}

/** Settings → My Plans, below the plans: bundles of the monthly plan and a promotion for new subscribers. */
export function OffersPanel({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useLingui();
  const actor = usePlanOffers(viewerId, true);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const claims = useSelector(actor, (snapshot) => snapshot.context.claims);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const saving = phase === 'saving';

  if (phase === 'loading' || phase === 'checking') return <Loading label={t`Loading...`} />;
  if (phase === 'notVerified') return null;
  if (phase === 'loadFailed') return <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'offers.retry' })} />;
  return (
    <section aria-labelledby="offers-title" style={{ marginTop: 28 }}>
      <h2 id="offers-title">
        <Trans>Bundles and promotion</Trans>
      </h2>
      <p style={{ color: theme.color.muted, marginTop: 0 }}>
        <Trans>
          A bundle sells several months of your monthly plan at once, at a discount; it then renews at the monthly price. A promotion gives
          new subscribers a discount on their first period until its last day.
        </Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'offers.submit' });
        }}
      >
        <Plan>
          <legend>{t`Bundles`}</legend>
          {BUNDLE_MONTHS.map((months) => {
            const count = i18n.number(months);
            return (
              <BundleRow key={months}>
                <CheckboxField
                  label={t`${count}-month bundle`}
                  checked={form.bundles[months].on}
                  onChecked={() => actor.send({ type: 'offers.toggled', offer: `bundle${months}` })}
                />
                {form.bundles[months].on && (
                  <OfferField
                    actor={actor}
                    field={`bundle${months}`}
                    label={t`Discount of the ${count}-month bundle, in percent (1 to 90)`}
                    disabled={saving}
                  />
                )}
              </BundleRow>
            );
          })}
        </Plan>
        <Plan>
          <legend>{t`Promotion for new subscribers`}</legend>
          <CheckboxField
            label={t`Limited-time promotion`}
            checked={form.promotionOn}
            onChecked={() => actor.send({ type: 'offers.toggled', offer: 'promotion' })}
          />
          {form.promotionOn && (
            <>
              <OfferField actor={actor} field="promotionPercent" label={t`Discount on the first period, in percent`} disabled={saving} />
              <OfferField actor={actor} field="promotionEnds" type="date" label={t`Last day`} disabled={saving} />
              <OfferField actor={actor} field="promotionLimit" label={t`Claim limit (empty: no limit)`} disabled={saving} />
              {claims && (
                <p style={{ color: theme.color.muted, margin: '8px 0 0' }}>
                  {claims.limit === null ? (
                    <Trans>{claims.claimed} claimed so far</Trans>
                  ) : (
                    <Trans>
                      {claims.claimed} of {claims.limit} claimed
                    </Trans>
                  )}
                </p>
              )}
            </>
          )}
        </Plan>
        <FailureAlert failure={failure} />
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t`Saving...` : t`Save bundles and promotion`}
        </Button>
      </form>
    </section>
  );
}
