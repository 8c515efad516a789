import { CONTENT_IMAGE_TYPES } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../api/upload-image';
import { uploadErrorText } from '../lib/api-errors';

/**
 * A picture: its address (a path of the site or an https address), or a file sent to the server,
 * which keeps it only if its content is a PNG, JPEG or WebP picture of 5 MB at most; its refusal
 * is shown under the field. The picture itself shows beside it.
 */
export function ImageField({
  value,
  onChange,
  error,
  aspect,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  /** The shape the site gives it (a Tailwind aspect class). */
  aspect: string;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const upload = useUploadImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (file: File) => {
    setRefusal(null);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url);
        notify(t('content.upload.done'), 'success');
      },
      onError: (failure) => {
        const text = uploadErrorText(failure);
        setRefusal(text);
        notify(text, 'error');
      },
    });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div
        className={cn('grid w-full shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-800 sm:w-48', aspect)}
      >
        {upload.isPending ? (
          <Spinner />
        ) : value ? (
          <img src={value} alt={t('content.image.current')} className="size-full object-cover" />
        ) : (
          <span className="text-xs text-fog-500">{t('content.image.none')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Input
          label={t('content.image.label')}
          value={value}
          dir="ltr"
          required
          maxLength={500}
          placeholder="/content/images/…"
          hint={t('content.image.hint')}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={fileId} className={cn(buttonClasses('secondary', 'sm'), 'focus-within:ring-2')}>
            {t('content.image.upload')}
            <input
              id={fileId}
              type="file"
              accept={CONTENT_IMAGE_TYPES.join(',')}
              className="sr-only"
              data-testid="image-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
          </label>
          <span className="text-xs text-fog-500">{t('content.image.rules')}</span>
        </div>
        {refusal ? (
          <p role="alert" className="text-sm text-danger-400" data-testid="upload-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
    </div>
  );
}
