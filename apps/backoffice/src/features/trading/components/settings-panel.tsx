import type { TradingSettings } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/use-page-title';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { draftOf, type SettingsDraft, settingsPatch } from '../lib/settings-draft';
import { failureText } from '../lib/texts';

const GROUPS: { title: string; fields: (keyof SettingsDraft)[] }[] = [
  { title: 'pricing', fields: ['marginPercent', 'cashOutMarginPercent', 'liveDelaySeconds'] },
  { title: 'stakes', fields: ['minStake', 'maxStake', 'maxPayout'] },
  { title: 'liability', fields: ['maxMarketLiability', 'maxEventLiability'] },
];

function SettingsForm({ saved }: { saved: TradingSettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [invalid, setInvalid] = useState<(keyof SettingsDraft)[]>([]);

  const submit = () => {
    const built = settingsPatch(saved, draft);
    if (!built.ok) return setInvalid(built.invalid);
    setInvalid([]);
    if (Object.keys(built.patch).length === 0) return notify(t('trading.settings.unchanged'), 'info');
    mutation.mutate(built.patch, {
      onSuccess: (settings) => {
        setDraft(draftOf(settings));
        notify(t('trading.settings.saved'), 'success');
      },
      onError: (error) => notify(failureText(error), 'error'),
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="trading-settings"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {GROUPS.map((group) => (
          <section key={group.title} className="card flex flex-col gap-4 p-5">
            <h2 className="text-base font-semibold text-fog-100">{t(`trading.settings.${group.title}`)}</h2>
            {group.fields.map((field) => (
              <Input
                key={field}
                label={t(`trading.settings.fields.${field}`)}
                inputMode="decimal"
                value={draft[field]}
                error={invalid.includes(field) ? t('trading.settings.invalid') : undefined}
                onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
              />
            ))}
          </section>
        ))}
      </div>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('trading.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** The book's settings: its margins, the live acceptance delay, the stake and liability limits. */
export function SettingsPanel() {
  const { t } = useTranslation();
  usePageTitle(t('trading.settings.title'));
  const settings = useSettings();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <Link to="/trading" className="text-sm text-fog-400 hover:text-fog-100">
        {t('trading.back')}
      </Link>
      <PageHeader title={t('trading.settings.title')} lead={t('trading.settings.lead')} />
      {settings.isPending ? <Spinner /> : null}
      {settings.isError ? (
        <p role="alert" className="text-danger-400">
          {failureText(settings.error)}
        </p>
      ) : null}
      {settings.data ? <SettingsForm saved={settings.data} /> : null}
    </div>
  );
}
