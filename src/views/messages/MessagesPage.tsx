import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
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
  return (
    <Card>
      <PageTitle>
        <Trans>Messages</Trans>
      </PageTitle>
      <Split>
        <EmptyState icon={<InboxIcon />} title={<Trans>No conversations yet</Trans>}>
          <Trans>Conversations with creators and fans will be listed here.</Trans>
        </EmptyState>
        <EmptyState icon={<MessageIcon />} title={<Trans>no user selected, select a user to start chat</Trans>} />
      </Split>
    </Card>
  );
}
