import type { TotpEnrolment } from '@casino/contracts';
import { QrCode } from '@casino/ui/qr-code';
import { useTranslation } from 'react-i18next';
import { SecretValue } from '@/components/secret-value';

/** The secret in groups of four, as authenticator apps show and ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** What an authenticator app needs to produce this account's codes: the QR code, or the key by hand. */
export function TotpEnrolmentPanel({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-white/5 bg-ink-950/40 p-3">
      <div className="flex items-center gap-4">
        <QrCode value={enrolment.otpauth_url} label={t('signIn.qrLabel')} size={136} testId="totp-qr" />
        <p className="text-sm leading-relaxed text-fog-300">{t('signIn.enrolSteps')}</p>
      </div>
      <SecretValue
        label={t('signIn.secret')}
        value={enrolment.secret}
        shown={grouped(enrolment.secret)}
        testId="totp-secret"
      />
    </div>
  );
}
