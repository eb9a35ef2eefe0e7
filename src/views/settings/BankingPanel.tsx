import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useBanking, type BankingActor } from '../../app/payouts';
import type { BankField, BankForm } from '../../validation/review';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { FormGrid, Muted } from './reviewParts';

const EMPTY: BankForm = {
  holderName: '',
  bankName: '',
  accountNumber: '',
  country: '',
  state: '',
  city: '',
  routing: '',
  address: '',
  swiftCode: '',
};

const LABELS: Record<BankField, MessageDescriptor> = {
  holderName: msg`Account holder name`,
  bankName: msg`Bank name`,
  accountNumber: msg`Account number`,
  country: msg`Country`,
  state: msg`State`,
  city: msg`City`,
  routing: msg`Routing number`,
  address: msg`Bank address`,
  swiftCode: msg`Swift code`,
};
const DIGITS: ReadonlySet<BankField> = new Set(['routing', 'swiftCode']);

/** Settings → Banking: where payouts go, shown masked once saved, and the nine-field form. */
export function BankingPanel() {
  const actor = useBanking();
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  return <BankingFields key={revision} actor={actor} />;
}

function BankingFields({ actor }: { actor: BankingActor }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { saved, fieldErrors, failure } = useSelector(actor, (snapshot) => snapshot.context);
  const [form, setForm] = useState<BankForm>(EMPTY);
  const saving = state === 'saving';

  if (state === 'loading') return <Loading label={t`Loading…`} />;
  if (state === 'failed')
    return (
      <section>
        <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'banking.retry' })} />
      </section>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'banking.submit', form });
  };

  return (
    <section aria-busy={saving}>
      <h2>
        <Trans>Banking</Trans>
      </h2>
      {saved ? (
        <dl
          aria-label={t`Saved bank details`}
          style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '0 0 18px' }}
        >
          {(Object.keys(LABELS) as BankField[]).map((field) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt style={{ color: '#475569' }}>{i18n._(LABELS[field])}</dt>
              <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{saved[field]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Muted>{t`Add the bank account your payouts are paid to.`}</Muted>
      )}
      <form onSubmit={submit} noValidate>
        <h3>{saved ? <Trans>Replace bank details</Trans> : <Trans>Bank details</Trans>}</h3>
        <FailureAlert failure={failure} />
        <FormGrid>
          {(Object.keys(LABELS) as BankField[]).map((field) => (
            <TextField
              key={field}
              label={i18n._(LABELS[field])}
              value={form[field]}
              error={fieldErrors[field]}
              inputMode={DIGITS.has(field) ? 'numeric' : undefined}
              autoComplete="off"
              onValue={(value) => setForm((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </FormGrid>
        <Button type="submit" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save bank details</Trans>}
        </Button>
      </form>
    </section>
  );
}
