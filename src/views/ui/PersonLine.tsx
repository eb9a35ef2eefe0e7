import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { fullName, type Person } from '../../app/search';
import { Avatar } from './Avatar';
import { CheckBadgeIcon } from './icons';
import { theme } from './theme';

const Who = styled.span({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  '& .name': { display: 'flex', alignItems: 'center', gap: 4, fontWeight: 600, color: theme.color.text },
  '& .username': { fontSize: 13, color: theme.color.muted },
});

/** A person in a list: avatar, full name, verified badge and @username. */
export function PersonLine({ person, size = 36 }: { person: Person; size?: number }) {
  const { t } = useLingui();
  return (
    <>
      <Avatar firstName={person.firstName} lastName={person.lastName} photo={person.profilePhoto} size={size} />
      <Who>
        <span className="name">
          {fullName(person)}
          {person.isVerified && <CheckBadgeIcon width={16} height={16} aria-label={t`Verified`} color={theme.color.brand} />}
        </span>
        <span className="username">@{person.username}</span>
      </Who>
    </>
  );
}
