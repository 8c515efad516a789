import { apiRequest } from '@casino/api-client';
import type { BonusExchangeAnswer, BonusExchangeRequest, BonusExchangeTerms } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';
import { EXCHANGE_TERMS_KEY } from './get-exchange-terms';

/** POST /api/bonus-system/bonusbalance-to-balance/: turns `amount` of bonus balance into cash at the rate. */
export function exchangeBonus(body: BonusExchangeRequest): Promise<BonusExchangeAnswer> {
  return apiRequest<BonusExchangeAnswer>('/api/bonus-system/bonusbalance-to-balance/', { method: 'POST', body });
}

export function useExchangeBonus() {
  const client = useQueryClient();
  // A refusal may mean the terms moved on (cash went up, the operator switched it off): read them again too.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: EXCHANGE_TERMS_KEY });
    // The header's balances: shown now, not at the user poll's next tick.
    void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
  return useMutation({
    mutationFn: exchangeBonus,
    onSuccess: (answer) => {
      // The page shows the new balances at once, before its terms are read again.
      client.setQueryData<BonusExchangeTerms>(EXCHANGE_TERMS_KEY, (terms) =>
        terms ? { ...terms, balance: answer.balance, bonusBalance: answer.bonusBalance } : terms,
      );
      refresh();
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'bonus-history'] });
      void client.invalidateQueries({ queryKey: [USER_SCOPE, 'transactions'] });
    },
    onError: refresh,
  });
}
