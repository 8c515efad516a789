import { PASSWORD_MAX, PASSWORD_MIN } from '@casino/contracts';
import { Input, type InputProps } from '@casino/ui/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './page-icons';

/**
 * Password field with a show/hide toggle (SPEC §5). A new password's length errors say the
 * rule ("at least 8 characters…"), not the generic "This value is too short.".
 */
export function PasswordInput({
  isNew = false,
  error,
  ...props
}: Omit<InputProps, 'type' | 'endAdornment'> & { isNew?: boolean }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const bounds = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  const shownError =
    isNew && error === 'too_short'
      ? t('auth.passwordTooShort', bounds)
      : isNew && error === 'too_long'
        ? t('auth.passwordTooLong', bounds)
        : error;
  return (
    <Input
      {...props}
      error={shownError}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          className="grid size-8 place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}
