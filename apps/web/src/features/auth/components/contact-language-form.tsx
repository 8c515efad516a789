import type { Locale } from '@casino/contracts';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { LANGUAGES } from '@/lib/languages';
import { useUpdateUser } from '../api/update-user';
import { useAuthStore } from '../stores/auth-store';

/** The language the site writes to the player in (e-mails); saved as soon as it changes. */
export function ContactLanguageForm() {
  const { t } = useTranslation();
  const language = useAuthStore((s) => s.user?.language);
  const update = useUpdateUser();
  if (!language) return null;
  return (
    <Select
      label={<span className="sr-only">{t('profile.contactLanguage')}</span>}
      hint={t('profile.contactLanguageHint')}
      value={language}
      disabled={update.isPending}
      data-testid="contact-language"
      options={LANGUAGES.map((l) => ({ value: l.lang, label: l.text }))}
      onChange={(event) =>
        update.mutate(
          { language: event.target.value as Locale },
          {
            onSuccess: () => notify(t('profile.infoUpdated'), 'success'),
            onError: (error) => notifyError(error),
          },
        )
      }
    />
  );
}
