import styled from '@emotion/styled';
import { Link } from 'wouter';
import { theme } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const palette: Record<Variant, { bg: string; fg: string; border: string; hover: string }> = {
  primary: { bg: theme.color.brand, fg: '#fff', border: theme.color.brand, hover: theme.color.brandDark },
  secondary: { bg: '#fff', fg: theme.color.text, border: theme.color.border, hover: theme.color.page },
  ghost: { bg: 'transparent', fg: theme.color.muted, border: 'transparent', hover: theme.color.page },
  danger: { bg: theme.color.accent, fg: '#fff', border: theme.color.accent, hover: '#be123c' },
};

const buttonLook = ({ variant = 'primary', block }: { variant?: Variant; block?: boolean }) => {
  const colors = palette[variant];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    width: block ? '100%' : undefined,
    minHeight: 42,
    padding: '0 18px',
    borderRadius: theme.radius.pill,
    border: `1px solid ${colors.border}`,
    background: colors.bg,
    color: colors.fg,
    fontWeight: 600,
    cursor: 'pointer',
    transition: 'background 120ms ease',
    '&:hover:not(:disabled)': { background: colors.hover },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  };
};

const ownProps = { shouldForwardProp: (prop: string) => prop !== 'variant' && prop !== 'block' };

export const Button = styled('button', ownProps)<{ variant?: Variant; block?: boolean }>(buttonLook);

/** A link (to another page of the app) that looks like a button. */
export const ButtonLink = styled(
  Link,
  ownProps,
)<{ variant?: Variant; block?: boolean }>((props) => ({ ...buttonLook(props), textDecoration: 'none' }));

export const LinkButton = styled.button({
  border: 0,
  background: 'none',
  padding: 0,
  color: theme.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});
