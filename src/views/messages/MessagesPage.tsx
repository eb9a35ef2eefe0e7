import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { InboxIcon, MessageIcon } from '../ui/icons';
import { Card, EmptyState, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';

const Split = styled.div({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: 16,
  [theme.phone]: { gridTemplateColumns: '1fr' },
});

export function MessagesPage() {
  const { t } = useLingui();
  return (
    <Card>
      <PageTitle>{t`Messages`}</PageTitle>
      <Split>
        <EmptyState icon={<InboxIcon />} title={t`No conversations yet`}>
          <Trans>Conversations with creators and fans will be listed here.</Trans>
        </EmptyState>
        <EmptyState icon={<MessageIcon />} title={t`no user selected, select a user to start chat`} />
      </Split>
    </Card>
  );
}
