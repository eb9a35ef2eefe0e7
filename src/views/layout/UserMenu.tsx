import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useAuthActor, useViewer } from '../../app/auth';
import { Avatar } from '../ui/Avatar';
import { ChevronDownIcon, CoinIcon, LogoutIcon, SendIcon, UserIcon } from '../ui/icons';
import { MenuButton } from '../ui/MenuButton';
import { theme } from '../ui/theme';

const Toggle = styled.button({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  border: 0,
  background: 'none',
  padding: '4px 6px',
  borderRadius: theme.radius.pill,
  cursor: 'pointer',
  color: theme.color.text,
  fontWeight: 600,
  '&:hover, &[aria-expanded="true"]': { background: theme.color.page },
  [theme.phone]: { '& .name, & .chevron': { display: 'none' } },
});

/** The header's user dropdown: first name and avatar, Profile, Earnings and Mass messages (a creator's), and Logout. */
export function UserMenu() {
  const { t } = useLingui();
  const viewer = useViewer();
  const auth = useAuthActor();
  if (!viewer) return null;
  return (
    <MenuButton
      label={t`Account menu`}
      trigger={Toggle}
      items={[
        { key: 'profile', label: t`Profile`, icon: UserIcon, href: '/my-profile' },
        // Only a verified creator sells, so only they have earnings.
        ...(viewer.isVerified
          ? [
              { key: 'earnings', label: t`Earnings`, icon: CoinIcon, href: '/earnings' },
              { key: 'mass-messages', label: t`Mass messages`, icon: SendIcon, href: '/mass-messages' },
            ]
          : []),
        { key: 'logout', label: t`Logout`, icon: LogoutIcon, run: () => auth.send({ type: 'session.logout' }) },
      ]}
    >
      <Avatar firstName={viewer.firstName} lastName={viewer.lastName} photo={viewer.profilePhoto} size={34} />
      <span className="name">{viewer.firstName}</span>
      <ChevronDownIcon className="chevron" width={16} height={16} />
    </MenuButton>
  );
}
