import styled from '@emotion/styled';
import { theme } from '../ui/theme';

export const FormFooter = styled.p({ marginTop: 20, textAlign: 'center', color: theme.color.muted });

export const SideLink = styled.p({ margin: '-6px 0 14px', textAlign: 'right', fontSize: 14 });

export const TwoColumns = styled.div({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  columnGap: 12,
  [theme.phone]: { gridTemplateColumns: '1fr' },
});
