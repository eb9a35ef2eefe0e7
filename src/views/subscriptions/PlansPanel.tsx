import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useViewer } from '../../app/auth';
import { usePlans, type PlansActor, type PlansField } from '../../app/subscriptions';
import { trialShown } from '../../validation/plans';
import { describeKey } from '../../validation/messages';
import { isBlockedAmountKey } from '../../validation/posts';
import { Button } from '../ui/Button';
import { CheckboxField, Input } from '../ui/Field';
import { CheckBadgeIcon } from '../ui/icons';
import { EmptyState, FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { ErrorLine } from '../wallet/moneyFields';
import { OffersPanel, Plan } from './OffersPanel';

/** Settings → My Plans (spec §2): only verified creators set plans. */
export function PlansPanel() {
  const viewer = useViewer();
  return viewer ? (
    <>
      <Plans viewerId={viewer.id} isVerified={viewer.isVerified} />
      {viewer.isVerified && <OffersPanel viewerId={viewer.id} />}
    </>
  ) : null;
}

function NumberField({ actor, field, label, disabled }: { actor: PlansActor; field: PlansField; label: string; disabled: boolean }) {
  const { i18n } = useLingui();
  const id = useId();
  const value = useSelector(actor, (snapshot) => snapshot.context.form[field]);
  const error = useSelector(actor, (snapshot) => (snapshot.context.submitted ? snapshot.context.errors[field] : undefined));
  return (
    <>
      <label className="amount" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        name={field}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={value}
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onKeyDown={(event) => isBlockedAmountKey(event.key) && event.preventDefault()}
        onChange={(event) => actor.send({ type: 'plans.typed', field, value: event.target.value })}
      />
      {error && (
        <ErrorLine id={`${id}-error`} role="alert" style={{ marginTop: 6 }}>
          {i18n._(describeKey(error))}
        </ErrorLine>
      )}
    </>
  );
}

function Plans({ viewerId, isVerified }: { viewerId: string; isVerified: boolean }) {
  const { t, i18n } = useLingui();
  const actor = usePlans(viewerId, isVerified);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const formError = useSelector(actor, (snapshot) => (snapshot.context.submitted ? snapshot.context.errors.form : undefined));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const saving = phase === 'saving';

  if (phase === 'notVerified') {
    return (
      <section>
        <h2>
          <Trans>My plans</Trans>
        </h2>
        <EmptyState icon={<CheckBadgeIcon />} title={t`please verify to create your own plan`} />
      </section>
    );
  }
  if (phase === 'loading' || phase === 'checking') return <Loading label={t`Loading...`} />;
  if (phase === 'loadFailed') {
    return (
      <section>
        <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'plans.retry' })} />
      </section>
    );
  }
  return (
    <section>
      <h2>
        <Trans>My plans</Trans>
      </h2>
      <p style={{ color: theme.color.muted, marginTop: 0 }}>
        <Trans>
          Fans pay your plan in coins to see your subscriber-only posts. A free trial comes before the monthly plan, or the annual one.
        </Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'plans.submit' });
        }}
      >
        <Plan>
          <legend>{t`Monthly`}</legend>
          <CheckboxField
            label={t`Monthly plan`}
            checked={form.monthlyOn}
            onChecked={() => actor.send({ type: 'plans.toggled', plan: 'monthlyOn' })}
          />
          {form.monthlyOn && <NumberField actor={actor} field="monthly" label={t`Price in coins per month`} disabled={saving} />}
        </Plan>
        <Plan>
          <legend>{t`Annual`}</legend>
          <CheckboxField
            label={t`Annual plan`}
            checked={form.annualOn}
            onChecked={() => actor.send({ type: 'plans.toggled', plan: 'annualOn' })}
          />
          {form.annualOn && <NumberField actor={actor} field="annual" label={t`Price in coins per year`} disabled={saving} />}
        </Plan>
        {trialShown(form) && (
          <Plan>
            <legend>{t`Free trial`}</legend>
            <CheckboxField
              label={t`Free trial`}
              checked={form.trialOn}
              onChecked={() => actor.send({ type: 'plans.toggled', plan: 'trialOn' })}
            />
            {form.trialOn && <NumberField actor={actor} field="trialDays" label={t`Free trial days`} disabled={saving} />}
          </Plan>
        )}
        {formError && <ErrorLine role="alert">{i18n._(describeKey(formError))}</ErrorLine>}
        <FailureAlert failure={failure} />
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t`Saving...` : t`Save plans`}
        </Button>
      </form>
    </section>
  );
}
