import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api';

/**
 * Data several components read at once (the sports and their counts, a sport's tournaments):
 * loaded once per key, shared, and loaded again when older than `maxAgeMs` while in use.
 */
interface Entry<T> {
  data?: T;
  error?: ApiError;
  at: number;
  loading?: Promise<void>;
}

export interface Resource<T> {
  use(key: string | null): { data: T | undefined; error: ApiError | null; loading: boolean };
}

export function createResource<T>(load: (key: string) => Promise<T>, maxAgeMs: number): Resource<T> {
  const entries = new Map<string, Entry<T>>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function fetchKey(key: string): void {
    const entry = entries.get(key) ?? { at: 0 };
    if (entry.loading) return;
    const loading = load(key).then(
      (data) => void entries.set(key, { data, at: Date.now() }),
      (error: unknown) =>
        void entries.set(key, {
          ...entries.get(key),
          at: Date.now(),
          error: error instanceof ApiError ? error : new ApiError('network', 0),
          loading: undefined,
        }),
    );
    entries.set(key, { ...entry, loading: loading.finally(notify) });
    notify();
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    use(key) {
      const entry = useSyncExternalStore(
        subscribe,
        () => (key ? entries.get(key) : undefined),
        () => undefined,
      );
      useEffect(() => {
        if (!key) return;
        const refresh = () => {
          const current = entries.get(key);
          if (!current || Date.now() - current.at >= maxAgeMs) fetchKey(key);
        };
        refresh();
        const timer = setInterval(
          () => document.visibilityState === 'visible' && refresh(),
          Math.min(maxAgeMs, 15_000),
        );
        return () => clearInterval(timer);
      }, [key]);
      return {
        data: entry?.data,
        error: entry?.data ? null : (entry?.error ?? null),
        loading: Boolean(entry?.loading),
      };
    },
  };
}
