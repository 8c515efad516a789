import { CommissionRateRequest } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldCodes, fieldError, parseForm, serverFieldCodes } from '@/lib/contract-form';
import { errorText } from '@/lib/error-text';
import { useSetCommissionRate } from '../api/set-commission-rate';
import { formatRate } from '../lib/format-rate';

/** A typed percent ("12,5" as a French keyboard gives it): blank gives undefined, unreadable NaN. */
function parsePercent(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return undefined;
  return /^\d+(\.\d*)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The owner sets an agent's commission rate: a percent of their direct players' positive NGR (decision 044). */
export function CommissionRateForm({ agent }: { agent: { id: number; username: string; commission_rate: number } }) {
  const { t } = useTranslation();
  const save = useSetCommissionRate();
  const [rate, setRate] = useState(String(agent.commission_rate));
  const [errors, setErrors] = useState<FieldCodes>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseForm(CommissionRateRequest, { rate: parsePercent(rate) });
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    save.mutate(
      { agentId: agent.id, rate: parsed.data.rate },
      {
        onSuccess: (saved) =>
          notify(
            t('agents.rateSaved', { username: saved.username, rate: formatRate(saved.commission_rate) }),
            'success',
          ),
        onError: (error) => {
          const fields = serverFieldCodes(error);
          if (fields?.rate) setErrors(fields);
          else notify(errorText(error), 'error');
        },
      },
    );
  };

  return (
    <form noValidate className="flex flex-col gap-2" onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-3">
        <Input
          label={t('agents.rateOf', { username: agent.username })}
          inputMode="decimal"
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          error={fieldError(errors, 'rate')}
          className="w-56"
        />
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('agents.saveRate')}
        </Button>
      </div>
      <p className="text-xs text-fog-400">{t('agents.rateHint')}</p>
    </form>
  );
}
