import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api';

export interface AsyncState<T> {
  data: T | undefined;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads something for the component while `key` stays the same (a new key loads again,
 * cancelling the last load), and again every `refreshMs` when given. The last data stays
 * on screen while a reload runs.
 */
export function useAsync<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  refreshMs?: number,
): AsyncState<T> {
  const [state, setState] = useState<{
    key: string | null;
    data: T | undefined;
    error: ApiError | null;
    loading: boolean;
  }>({
    key,
    data: undefined,
    error: null,
    loading: key !== null,
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  if (state.key !== key) setState({ key, data: undefined, error: null, loading: key !== null });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: null, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError('network', 0);
        setState((current) => ({ ...current, key, error: failure, loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, tick]);

  useEffect(() => {
    if (key === null || !refreshMs) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setTick((n) => n + 1);
    }, refreshMs);
    return () => clearInterval(timer);
  }, [key, refreshMs]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
