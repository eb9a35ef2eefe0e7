import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { REPORT_TEXT_MAX } from '../../../contract/rules';
import { useSafetyDialogs, type ReportReasonCode } from '../../app/safety';
import { describeMessage } from '../../validation/messages';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { theme } from '../ui/theme';
import { reasonLabels } from './reasonLabels';

const REASONS = Object.keys(reasonLabels) as ReportReasonCode[];

const Reasons = styled.fieldset({
  border: 0,
  padding: 0,
  margin: '8px 0 0',
  display: 'grid',
  gap: 6,
  '& legend': { fontWeight: 700, marginBottom: 8, padding: 0 },
  '& label': { display: 'flex', alignItems: 'center', gap: 10, padding: '8px 10px', borderRadius: theme.radius.sm, cursor: 'pointer' },
  '& label:hover': { background: theme.color.page },
  '& input': { width: 18, height: 18, margin: 0, accentColor: theme.color.brand },
});
const Words = styled.textarea({
  width: '100%',
  minHeight: 80,
  marginTop: 10,
  padding: 10,
  font: 'inherit',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  boxSizing: 'border-box',
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
});
const Problem = styled.p({ color: theme.color.danger, margin: '8px 0 0', fontSize: 14 });
const Actions = styled.div({ display: 'flex', gap: 10, justifyContent: 'flex-end', marginTop: 18, flexWrap: 'wrap' });

/** The report dialog and the block confirmation, over any screen, opened from the menus of posts, profiles and chat threads. */
export function SafetyDialogs() {
  const { t, i18n } = useLingui();
  const { context, busy, send } = useSafetyDialogs();
  const wordsId = useId();
  const cancel = () => send({ type: 'safety.cancel' });

  if (context.report) {
    const { subject, reason, text, problem } = context.report;
    const title = subject.kind === 'post' ? t`Report post` : t`Report ${subject.person.name}`;
    return (
      <Modal title={title} onClose={cancel}>
        <form
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'report.submit' });
          }}
        >
          <Reasons>
            <legend>
              <Trans>Why are you reporting this?</Trans>
            </legend>
            {REASONS.map((code) => (
              <label key={code}>
                <input
                  type="radio"
                  name="report-reason"
                  value={code}
                  checked={reason === code}
                  onChange={() => send({ type: 'report.reason', reason: code })}
                />
                {i18n._(reasonLabels[code])}
              </label>
            ))}
          </Reasons>
          {reason === 'other' && (
            <>
              <label htmlFor={wordsId} style={{ display: 'block', marginTop: 10, fontWeight: 600 }}>
                <Trans>Tell us what is wrong</Trans>
              </label>
              <Words
                id={wordsId}
                value={text}
                maxLength={REPORT_TEXT_MAX}
                aria-invalid={!!problem}
                aria-describedby={problem ? `${wordsId}-problem` : undefined}
                onChange={(event) => send({ type: 'report.text', text: event.target.value })}
              />
            </>
          )}
          {problem && (
            <Problem id={`${wordsId}-problem`} role="alert">
              {i18n._(describeMessage(problem))}
            </Problem>
          )}
          <Actions>
            <Button type="button" variant="secondary" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              <Trans>Send report</Trans>
            </Button>
          </Actions>
        </form>
      </Modal>
    );
  }

  if (context.block) {
    const { person, block } = context.block;
    const name = person.name;
    return (
      <Modal title={block ? t`Block ${name}?` : t`Unblock ${name}?`} onClose={cancel}>
        <p>
          {block ? (
            <Trans>
              You will no longer see each other's profiles, posts, stories or messages, and any follows between you end. You can unblock
              them later.
            </Trans>
          ) : (
            <Trans>You will be able to see each other again. Follows do not come back by themselves.</Trans>
          )}
        </p>
        <Actions>
          <Button type="button" variant="secondary" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" variant={block ? 'danger' : 'primary'} disabled={busy} onClick={() => send({ type: 'block.confirm' })}>
            {block ? <Trans>Block</Trans> : <Trans>Unblock</Trans>}
          </Button>
        </Actions>
      </Modal>
    );
  }
  return null;
}
