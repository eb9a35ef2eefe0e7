import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReferralCode } from '../../app/wallet';
import { useToastsActor } from '../../app/shell';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';
import { Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { Muted } from './moneyFields';

const Code = styled.p({
  display: 'inline-block',
  margin: '0 0 16px',
  padding: '10px 18px',
  borderRadius: theme.radius.md,
  background: theme.color.brandSoft,
  color: theme.color.brand,
  fontSize: 24,
  fontWeight: 800,
  letterSpacing: '0.08em',
});
const Share = styled.div({
  display: 'flex',
  gap: 10,
  alignItems: 'center',
  '& input': { flex: 1, minWidth: 0 },
  [theme.phone]: { flexDirection: 'column', alignItems: 'stretch' },
});
const Label = styled.label({ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 });

/** /settings/referral (spec §2): the viewer's code and a link that fills it in at signup, with copy. */
export function ReferralPanel() {
  const { t } = useLingui();
  const code = useReferralCode();
  const toasts = useToastsActor();
  if (!code) return <Loading label={t`Loading...`} />;
  const link = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toasts.send({ type: 'toast.show', notice: { kind: 'success', message: msg`Referral Code Copied` } });
    } catch {
      toasts.send({
        type: 'toast.show',
        notice: { kind: 'error', message: msg`Copying is not allowed here: select the link and copy it.` },
      });
    }
  };
  return (
    <section>
      <h2>
        <Trans>Referral code</Trans>
      </h2>
      <Muted>
        <Trans>Share your link: whoever signs up with it gets welcome coins once their account is verified.</Trans>
      </Muted>
      <Code data-testid="referral-code">{code}</Code>
      <Label htmlFor="referral-link">{t`Your share link`}</Label>
      <Share>
        <Input id="referral-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
      </Share>
    </section>
  );
}
