/** The few design tokens every view shares. */
export const theme = {
  color: {
    brand: '#0f766e',
    brandDark: '#115e59',
    brandSoft: '#ccfbf1',
    accent: '#e11d48',
    text: '#0f172a',
    muted: '#475569',
    faint: '#94a3b8',
    border: '#e2e8f0',
    surface: '#ffffff',
    page: '#f1f5f9',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
  },
  radius: { sm: '8px', md: '12px', lg: '18px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 0.06), 0 4px 16px rgb(15 23 42 / 0.06)',
    pop: '0 8px 30px rgb(15 23 42 / 0.18)',
  },
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** The sticky header's height; the narrow screen's bottom tab bar's, and the room it takes with the safe-area inset below it. */
  bar: { header: 64, tabs: 58, tabsRoom: 'calc(58px + env(safe-area-inset-bottom, 0px))' },
  /** Phone layout below this width. */
  phone: '@media (max-width: 720px)',
  /** The sidebar folds into the mobile menu and the bottom tab bar below this width. */
  narrow: '@media (max-width: 960px)',
} as const;
