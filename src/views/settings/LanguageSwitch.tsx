import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocale, type Locale } from '../../../contract/locales';
import { useLocale, useLocaleActor } from '../../app/settings';
import { GlobeIcon } from '../ui/icons';
import { theme } from '../ui/theme';

const Label = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: theme.color.muted,
  fontWeight: 600,
  '& select': {
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.pill,
    padding: '6px 12px',
    background: '#fff',
    color: theme.color.text,
  },
});

/** Each language is named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const actor = useLocaleActor();
  return (
    <Label>
      <GlobeIcon width={18} height={18} />
      <span className={compact ? 'visually-hidden' : undefined}>{t`Language`}</span>
      <select
        value={locale}
        onChange={(event) => isLocale(event.target.value) && actor.send({ type: 'locale.change', locale: event.target.value })}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </Label>
  );
}
