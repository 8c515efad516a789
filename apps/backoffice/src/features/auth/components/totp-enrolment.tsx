import type { TotpEnrolment } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { CheckIcon } from '@casino/ui/icons';
import { QrCode } from '@casino/ui/qr-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The secret in groups of four, as authenticator apps show and ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** What an authenticator app needs to produce this account's codes: the QR code, or the key by hand. */
export function TotpEnrolmentPanel({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the key stays there to select.
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-white/5 bg-ink-950/40 p-3">
      <div className="flex items-center gap-4">
        <QrCode value={enrolment.otpauth_url} label={t('signIn.qrLabel')} size={136} testId="totp-qr" />
        <p className="text-sm leading-relaxed text-fog-300">{t('signIn.enrolSteps')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <p id="totp-secret-label" className="text-xs text-fog-400">
          {t('signIn.secret')}
        </p>
        <div className="flex items-center gap-2">
          <code
            aria-labelledby="totp-secret-label"
            data-testid="totp-secret"
            dir="ltr"
            className="min-w-0 flex-1 rounded-lg bg-ink-950/80 px-3 py-2 font-mono text-[13px] break-words text-gold-200 select-all"
          >
            {grouped(enrolment.secret)}
          </code>
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => void copy()}
            icon={copied ? <CheckIcon size={16} /> : undefined}
          >
            {copied ? t('signIn.copied') : t('signIn.copy')}
          </Button>
        </div>
      </div>
    </div>
  );
}
