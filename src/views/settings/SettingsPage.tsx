import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import { useViewer } from '../../app/auth';
import { ButtonLink } from '../ui/Button';
import { SettingsIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { OverflowNav } from '../layout/OverflowNav';
import { BlacklistPanel } from './BlacklistPanel';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { EditProfilePanel } from './EditProfilePanel';
import { LanguageSwitch } from './LanguageSwitch';
import { onDemand } from '../ui/onDemand';
import { Loading } from '../ui/Surface';

// The wallet and referral panels load when first opened.
const WalletPanel = onDemand(() => import('../wallet/WalletPanel').then((m) => m.WalletPanel), <Loading label="…" />);
const VerifyProfilePanel = onDemand(() => import('./VerifyProfilePanel').then((m) => m.VerifyProfilePanel), <Loading label="…" />);
const BankingPanel = onDemand(() => import('./BankingPanel').then((m) => m.BankingPanel), <Loading label="…" />);
const PayoutPanel = onDemand(() => import('./PayoutPanel').then((m) => m.PayoutPanel), <Loading label="…" />);
const ReferralPanel = onDemand(() => import('../wallet/ReferralPanel').then((m) => m.ReferralPanel), <Loading label="…" />);
// The subscription panels too.
const PlansPanel = onDemand(() => import('../subscriptions/PlansPanel').then((m) => m.PlansPanel), <Loading label="…" />);
const MySubscriptionsPanel = onDemand(
  () => import('../subscriptions/MySubscriptionsPanel').then((m) => m.MySubscriptionsPanel),
  <Loading label="…" />,
);
// Paid media packages too.
const PackagesPanel = onDemand(() => import('../packages/PackagesPanel').then((m) => m.PackagesPanel), <Loading label="…" />);
const MySubscribersPanel = onDemand(
  () => import('../subscriptions/MySubscribersPanel').then((m) => m.MySubscribersPanel),
  <Loading label="…" />,
);

/**
 * The settings tabs of spec §2, in order; /settings/edit-profile is the entry. `creator`: only a verified creator
 * (user_verified) has a use for it; `fan`: only someone not verified yet.
 */
export const SETTINGS_TABS: Array<{ page: string; label: MessageDescriptor; creator?: true; fan?: true }> = [
  { page: 'edit-profile', label: msg`Edit profile` },
  { page: 'blacklist', label: msg`Blacklist` },
  { page: 'verify-profile', label: msg`Verify profile` },
  { page: 'change-password', label: msg`Change password` },
  { page: 'subscription', label: msg`Subscriptions` },
  { page: 'mysubscribers', label: msg`My subscribers` },
  { page: 'wallet', label: msg`Wallet` },
  { page: 'plans', label: msg`My plans`, creator: true },
  { page: 'packages', label: msg`Paid media packages`, creator: true },
  { page: 'payout', label: msg`Payout`, creator: true },
  { page: 'banking', label: msg`Banking`, creator: true },
  { page: 'become-creator', label: msg`Become a creator`, fan: true },
  { page: 'language', label: msg`Language` },
  { page: 'referral', label: msg`Referral code` },
];

const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: 20,
  [theme.narrow]: { gridTemplateColumns: '1fr' },
});

// It scrolls sideways on a narrow screen: OverflowNav shows that more tabs lie that way.
const Tabs = styled(OverflowNav)({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  [theme.narrow]: { flexDirection: 'row', overflowX: 'auto', paddingBottom: 6, '& a': { whiteSpace: 'nowrap' } },
  '& a': {
    padding: '9px 12px',
    borderRadius: theme.radius.sm,
    color: theme.color.text,
    textDecoration: 'none',
  },
  '& a[aria-current="page"]': { background: theme.color.brandSoft, color: theme.color.brand, fontWeight: 700 },
});

function Panel({ page }: { page: string }) {
  const { t } = useLingui();
  switch (page) {
    case 'edit-profile':
      return <EditProfilePanel />;
    case 'blacklist':
      return <BlacklistPanel />;
    case 'change-password':
      return <ChangePasswordPanel />;
    case 'wallet':
      return <WalletPanel />;
    case 'referral':
      return <ReferralPanel />;
    case 'plans':
      return <PlansPanel />;
    case 'packages':
      return <PackagesPanel />;
    case 'subscription':
      return <MySubscriptionsPanel />;
    case 'mysubscribers':
      return <MySubscribersPanel />;
    case 'verify-profile':
      return <VerifyProfilePanel />;
    case 'banking':
      return <BankingPanel />;
    case 'payout':
      return <PayoutPanel />;
    case 'become-creator':
      return <BecomeCreator />;
    case 'language':
      return (
        <section>
          <h2>
            <Trans>Language</Trans>
          </h2>
          <LanguageSwitch />
        </section>
      );
    default:
      return (
        <EmptyState icon={<SettingsIcon />} title={t`Not available yet`}>
          <Trans>This part of your settings arrives in a coming update.</Trans>
        </EmptyState>
      );
  }
}

/** A fan's way in: what being a verified creator opens, and the step that gets them there. */
function BecomeCreator() {
  return (
    <section>
      <h2>
        <Trans>Become a creator</Trans>
      </h2>
      <p>
        <Trans>
          Verified creators sell paid and subscriber-only posts, set subscription plans, offer paid media packages and withdraw what they
          earn to their bank. Verify your profile to start: send a photo of your ID and a selfie, and our team reviews them.
        </Trans>
      </p>
      <ButtonLink href="/settings/verify-profile">
        <Trans>Verify profile</Trans>
      </ButtonLink>
    </section>
  );
}

/** The tabs this viewer has a use for: creators' tools for verified creators, the way to become one for the others. */
export function settingsTabsFor(isCreator: boolean) {
  return SETTINGS_TABS.filter((tab) => (isCreator ? !tab.fan : !tab.creator));
}

export function SettingsPage({ page }: { page: string }) {
  const { i18n, t } = useLingui();
  const isCreator = useViewer()?.isVerified ?? false;
  const tabs = settingsTabsFor(isCreator);
  const current = tabs.find((tab) => tab.page === page);
  if (!current) {
    // A creator's tool asked by someone not verified leads to becoming one; any other unknown tab to the entry.
    const known = SETTINGS_TABS.some((tab) => tab.page === page && tab.creator);
    return <Redirect to={known ? '/settings/become-creator' : `/settings/${SETTINGS_TABS[0]!.page}`} replace />;
  }
  return (
    <Card>
      <PageTitle>{t`Settings`}</PageTitle>
      <Layout>
        <Tabs aria-label={t`Settings`}>
          {tabs.map((tab) => (
            <Link key={tab.page} href={`/settings/${tab.page}`} aria-current={tab.page === current.page ? 'page' : undefined}>
              {i18n._(tab.label)}
            </Link>
          ))}
        </Tabs>
        <div>
          <Panel page={current.page} />
        </div>
      </Layout>
    </Card>
  );
}
