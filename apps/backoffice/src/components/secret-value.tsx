import { Button } from '@casino/ui/button';
import { CheckIcon } from '@casino/ui/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A secret shown for a person to copy (a TOTP key, a provider's new secret): selectable as text,
 * and put on the clipboard by its button. `shown` is how it reads (grouped, say); `value` is copied.
 */
export function SecretValue({
  label,
  value,
  shown = value,
  testId,
}: {
  label: string;
  value: string;
  shown?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text stays there to select.
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-xs text-fog-400">
        {label}
      </p>
      <div className="flex items-center gap-2">
        <code
          aria-labelledby={labelId}
          data-testid={testId}
          dir="ltr"
          className="min-w-0 flex-1 rounded-lg bg-ink-950/80 px-3 py-2 font-mono text-[13px] wrap-anywhere text-gold-200 select-all"
        >
          {shown}
        </code>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => void copy()}
          icon={copied ? <CheckIcon size={16} /> : undefined}
        >
          {copied ? t('app.copied') : t('app.copy')}
        </Button>
      </div>
    </div>
  );
}
