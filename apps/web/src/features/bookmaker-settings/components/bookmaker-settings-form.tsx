import { CloseIcon } from '@casino/ui/icons';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPT_ODDS,
  DEFAULT_STAKE_MAX,
  DEFAULT_STAKE_MIN,
  ODDS_FORMATS,
  formatOddsAs,
  parseDefaultStake,
  setBookmakerSettings,
  stakeText,
  useBookmakerSettings,
  type BookmakerSettings,
  type StakeError,
} from '@/lib/bookmaker-settings';
import { useLocale } from '@/lib/i18n';
import { NUMBER_STYLES, formatAmount, formatMoney } from '@/lib/money';
import { ChoiceGroup } from './choice-group';

/** One price every format writes differently, shown under each format's name. */
const SAMPLE_ODDS = 2.5;

/**
 * The bookmaker settings (SPEC §2.3 bookmakers-settings): odds format, odds changes accepted,
 * default stake. Each is saved on this device as soon as it changes, with a confirmation toast.
 */
export function BookmakerSettingsForm({ currency }: { currency?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decimalMark = NUMBER_STYLES[locale].decimal === ',' ? ',' : '.';
  const settings = useBookmakerSettings();

  const save = (patch: Partial<BookmakerSettings>) => {
    const before = settings;
    const after = setBookmakerSettings(patch);
    if (after !== before) notify(t('bookmakerSettings.saved'), 'success');
  };

  return (
    <div className="flex max-w-xl flex-col gap-7" data-testid="bookmaker-settings">
      <ChoiceGroup
        legend={t('bookmakerSettings.oddsFormat')}
        name="oddsFormat"
        testId="odds-format"
        value={settings.oddsFormat}
        onChange={(oddsFormat) => save({ oddsFormat })}
        choices={ODDS_FORMATS.map((format) => ({
          value: format,
          label: t(`bookmakerSettings.oddsFormats.${format}`),
          // Odds read left to right in every language ("+150", "3/2").
          detail: <bdi dir="ltr">{formatOddsAs(SAMPLE_ODDS, format, decimalMark)}</bdi>,
        }))}
      />
      <ChoiceGroup
        legend={t('bookmakerSettings.acceptOddsChanges')}
        name="acceptOddsChanges"
        testId="accept-odds-changes"
        layout="stacked"
        value={settings.acceptOddsChanges}
        onChange={(acceptOddsChanges) => save({ acceptOddsChanges })}
        choices={ACCEPT_ODDS.map((policy) => ({
          value: policy,
          label: t(`bookmakerSettings.acceptOdds.${policy}`),
          detail: t(`bookmakerSettings.acceptOddsHints.${policy}`),
        }))}
      />
      <StakeField
        value={settings.defaultStake}
        decimalMark={decimalMark}
        currency={currency}
        onSave={(defaultStake) => save({ defaultStake })}
      />
    </div>
  );
}

/** The default stake: saved when the player leaves the field or presses Enter; emptied, it is removed. */
function StakeField({
  value,
  decimalMark,
  currency,
  onSave,
}: {
  value: number | null;
  decimalMark: '.' | ',';
  currency?: string | undefined;
  onSave: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  // What the player is typing; null shows the saved value (which may change in another tab).
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<StakeError | null>(null);
  const amount = (n: number) => (currency ? formatMoney(n, currency) : formatAmount(n));
  const limits = { min: amount(DEFAULT_STAKE_MIN), max: amount(DEFAULT_STAKE_MAX) };

  const commit = () => {
    if (draft === null) return;
    const parsed = parseDefaultStake(draft, decimalMark);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setDraft(null);
    if (parsed.value !== value) onSave(parsed.value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const text = draft ?? stakeText(value, decimalMark);

  return (
    <form onSubmit={onSubmit} noValidate data-testid="default-stake-form">
      <Input
        label={t('bookmakerSettings.defaultStake')}
        name="defaultStake"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t('bookmakerSettings.noDefaultStake')}
        value={text}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onBlur={commit}
        hint={t('bookmakerSettings.defaultStakeHint', limits)}
        error={error ? t(`bookmakerSettings.stakeErrors.${error}`, limits) : undefined}
        data-testid="default-stake"
        className="max-w-xs"
        endAdornment={
          text !== '' ? (
            <button
              type="button"
              // Keep the focus (and so no blur commit of the old text) while clearing.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => {
                setDraft(null);
                setError(null);
                if (value !== null) onSave(null);
              }}
              aria-label={t('bookmakerSettings.clearStake')}
              title={t('bookmakerSettings.clearStake')}
              data-testid="clear-default-stake"
              className="grid size-8 place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
            >
              <CloseIcon size={16} />
            </button>
          ) : undefined
        }
      />
    </form>
  );
}
