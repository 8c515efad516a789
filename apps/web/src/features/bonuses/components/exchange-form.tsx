import { ApiError } from '@casino/api-client/error';
import type { BonusExchangeTerms } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { TextLink } from '@casino/ui/text-link';
import { notify } from '@casino/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useExchangeBonus } from '../api/exchange-bonus';
import { cashPreview, exchangeBlock, exchangeProblem, parseBonusAmount, wholeBonusText } from '../lib/exchange';
import { exchangeRefusal } from '../lib/refusal';
import { ExchangeAmountField } from './exchange-amount-field';

/**
 * The amount to exchange, the cash it becomes and the button. The same checks as the
 * server's run before sending; what the server still refuses is said here, in the
 * player's language, with the amounts that decide it.
 */
export function ExchangeForm({ terms }: { terms: BonusExchangeTerms }) {
  const { t } = useTranslation();
  const exchange = useExchangeBonus();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const money = (value: number) => formatMoney(value, terms.currency);
  const amounts = {
    min: money(terms.minAmount),
    max: money(terms.maxCashBalance),
    bonus: money(terms.bonusBalance),
    balance: money(terms.balance),
  };
  const block = exchangeBlock(terms);
  const problem = exchangeProblem(text, terms);
  const shownProblem = block || !(text || tried) || !problem ? null : t(`bonus.exchange.problems.${problem}`, amounts);
  const cash = cashPreview(parseBonusAmount(text) ?? 0, terms.rate);

  const refusalText = (error: unknown) => {
    const refusal = exchangeRefusal(error);
    if (refusal) return t(`bonus.exchange.refusals.${refusal}`, amounts);
    // Any other field error (a value the server cannot read) by its own code.
    const field = error instanceof ApiError ? error.fieldErrors?.amount?.[0] : undefined;
    return field ? fieldErrorText(field.code, field.message) : errorText(error);
  };

  const change = (next: string) => {
    setText(next);
    setRefused(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    const amount = parseBonusAmount(text);
    if (block || problem || amount === null) return;
    try {
      const answer = await exchange.mutateAsync({ amount });
      notify(t('bonus.exchange.converted', { cash: formatMoney(answer.cashAmount, answer.currency) }), 'success');
      setText('');
      setTried(false);
    } catch (error) {
      setRefused(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="exchange-form">
      {block && (
        <Notice tone="warning" testId="exchange-blocked">
          {t(`bonus.exchange.blocked.${block}`, amounts)}
          {block === 'notWagered' && (
            <>
              {' '}
              <TextLink to="/profile/user-bonus" className="underline">
                {t('bonus.exchange.seeWagering')}
              </TextLink>
            </>
          )}
        </Notice>
      )}
      <ExchangeAmountField
        value={text}
        onChange={change}
        onAll={() => change(wholeBonusText(terms.bonusBalance))}
        currency={terms.currency}
        disabled={Boolean(block)}
        problem={shownProblem}
      />
      <p className="flex items-center justify-between gap-3 rounded-xl border border-white/5 bg-ink-950/40 px-4 py-3 text-sm">
        <span className="text-fog-400">{t('bonus.exchange.youGet')}</span>
        <span className="font-semibold text-gold-300 tabular-nums" dir="ltr" data-testid="exchange-preview">
          {money(cash)}
        </span>
      </p>
      {refused !== null && (
        <Notice tone="error" testId="exchange-refusal">
          {refusalText(refused)}
        </Notice>
      )}
      <Button
        type="submit"
        size="lg"
        block
        disabled={Boolean(block)}
        loading={exchange.isPending}
        data-testid="exchange-submit"
      >
        {t('bonus.exchange.submit')}
      </Button>
    </form>
  );
}
