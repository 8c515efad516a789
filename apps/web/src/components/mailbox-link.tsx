import { useTranslation } from 'react-i18next';
import { MailIcon } from './ui/page-icons';

/** Link to the local development mailbox; rendered only when the server exposes one. */
export function MailboxLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      data-testid="mailbox-link"
      className="inline-flex items-center gap-2 text-sm font-medium text-gold-300 underline-offset-4 hover:underline"
    >
      <MailIcon size={18} />
      {t('common.openMailbox')}
    </a>
  );
}
