import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { USER_QUERY_KEY, USER_SCOPE } from '@/lib/query-client';
import { isFinalStatus } from '../lib/status';

/**
 * When a watched payment ends, the balance has changed (credited, paid or released):
 * the header reads it again now instead of at its next 5 s poll.
 */
export function useBalanceRefresh(status: number | undefined) {
  const client = useQueryClient();
  const refreshed = useRef(false);
  useEffect(() => {
    if (status === undefined || !isFinalStatus(status) || refreshed.current) return;
    refreshed.current = true;
    void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    void client.invalidateQueries({ queryKey: [USER_SCOPE, 'payment-history'] });
  }, [client, status]);
}
