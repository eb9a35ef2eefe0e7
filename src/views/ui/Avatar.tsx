import styled from '@emotion/styled';
import { theme } from './theme';
import { AVATAR_WIDTHS, widthSrcSet } from './widths';

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
      {/* Drawn `size` px wide: the browser picks the width that fills it at its pixel density. */}
      {photo ? (
        <img src={photo} srcSet={widthSrcSet(photo, AVATAR_WIDTHS)} sizes={`${size}px`} alt="" width={size} height={size} />
      ) : (
        initials(firstName, lastName)
      )}
    </Circle>
  );
}
