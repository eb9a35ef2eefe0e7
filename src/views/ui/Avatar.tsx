import styled from '@emotion/styled';
import { theme } from './theme';

/** Spec §9: an avatar without a photo shows at most 2 initials. */
export function initials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

const Circle = styled.span<{ size: number }>(({ size }) => ({
  width: size,
  height: size,
  flex: `0 0 ${size}px`,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${theme.color.brand}, #0891b2)`,
  color: '#fff',
  fontWeight: 700,
  fontSize: Math.round(size * 0.38),
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

export function Avatar({
  firstName,
  lastName,
  photo,
  size = 36,
}: {
  firstName: string;
  lastName: string;
  photo: string | null;
  size?: number;
}) {
  return (
    <Circle size={size} aria-hidden="true">
      {photo ? <img src={photo} alt="" /> : initials(firstName, lastName)}
    </Circle>
  );
}
