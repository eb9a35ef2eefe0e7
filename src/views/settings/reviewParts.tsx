import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { theme } from '../ui/theme';

/** The labels of the four identity documents (spec §3). */
export const DOCUMENT_LABELS: Record<'GOVERNMENT_ID' | 'NATIONAL_ID' | 'PASSPORT' | 'DRIVING_LICENSE', MessageDescriptor> = {
  GOVERNMENT_ID: msg`Government-issued ID card`,
  NATIONAL_ID: msg`National Id card`,
  PASSPORT: msg`Passport`,
  DRIVING_LICENSE: msg`Driving license`,
};

export const FieldLabel = styled.label({ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 });
export const FieldError = styled.p({ margin: '4px 0 0', color: theme.color.danger, fontSize: 13 });
export const FieldBlock = styled.div({ marginBottom: 14 });
export const Muted = styled.p({ color: theme.color.muted, margin: '4px 0 14px' });

/** A status chip: pending amber, done green, refused red. */
export const StatusChip = styled.span<{ tone: 'pending' | 'success' | 'danger' | 'neutral' }>(({ tone }) => ({
  display: 'inline-block',
  padding: '3px 10px',
  borderRadius: theme.radius.pill,
  fontSize: 13,
  fontWeight: 700,
  background: { pending: '#fef3c7', success: theme.color.successSoft, danger: theme.color.dangerSoft, neutral: theme.color.page }[tone],
  color: { pending: '#92400e', success: theme.color.success, danger: theme.color.danger, neutral: theme.color.muted }[tone],
}));

export const Thumbs = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 12,
  margin: '12px 0',
  '& figure': { margin: 0 },
  '& img': {
    width: '100%',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.color.border}`,
    background: theme.color.page,
  },
  '& figcaption': { fontSize: 13, color: theme.color.muted, marginTop: 4 },
  [theme.phone]: { gridTemplateColumns: '1fr' },
});

export const FormGrid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: 16,
  [theme.phone]: { gridTemplateColumns: '1fr' },
});
