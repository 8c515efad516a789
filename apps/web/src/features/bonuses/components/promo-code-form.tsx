import { ApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { useActivatePromoCode } from '../api/activate-promo-code';
import { rewardText } from '../lib/reward';

/** /profile/promocode: the code, checked as the server checks it, and what it granted. */
export function PromoCodeForm() {
  const { t } = useTranslation();
  const activate = useActivatePromoCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setProblem(fieldErrorText('required'));
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(typed)) return setProblem(fieldErrorText('invalid'));
    setProblem(null);
    try {
      const activation = await activate.mutateAsync({ code: typed });
      notify(`${t('bonus.promo.activated')} ${rewardText(t, activation.reward)}`, 'success');
      setCode('');
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors?.code?.[0] : undefined;
      setProblem(field ? fieldErrorText(field.code, field.message) : errorText(error));
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
      data-testid="promo-form"
    >
      <Input
        label={t('bonus.promo.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        dir="ltr"
        className="flex-1"
        data-testid="promo-code"
      />
      <Button type="submit" size="lg" loading={activate.isPending} className="sm:mt-7" data-testid="promo-submit">
        {t('bonus.promo.submit')}
      </Button>
    </form>
  );
}
