import type { ProviderInfo } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useProviders } from '../api/get-providers';
import { useRotateSecret } from '../api/rotate-secret';
import { NewSecretDialog } from './new-secret-dialog';

/**
 * The game providers and their wallet secrets, never shown: a new one made on demand (asked
 * first), shown once; the one before it still accepted for a day, so the provider loses no call.
 */
export function ProvidersSection() {
  const { t } = useTranslation();
  const providers = useProviders();
  const rotate = useRotateSecret();
  const [asking, setAsking] = useState<ProviderInfo | null>(null);
  return (
    <section aria-labelledby="providers-title" className="flex flex-col gap-3">
      <h2 id="providers-title" className="text-lg font-semibold text-fog-100">
        {t('games.providers.title')}
      </h2>
      <p className="text-xs text-fog-500">{t('games.providers.lead')}</p>
      {providers.isPending ? (
        <Spinner />
      ) : providers.isError ? (
        <p className="text-danger-400">{errorText(providers.error)}</p>
      ) : (
        <Table caption={t('games.providers.title')}>
          <thead>
            <tr>
              <Th>{t('games.providers.name')}</Th>
              <Th>{t('games.providers.state')}</Th>
              <Th>{t('games.providers.rotatedAt')}</Th>
              <Th>{t('games.providers.previousUntil')}</Th>
              <Th numeric>{t('games.providers.secret')}</Th>
            </tr>
          </thead>
          <tbody data-testid="provider-rows">
            {providers.data.map((provider) => (
              <tr key={provider.code} data-testid={`provider-${provider.code}`}>
                <Td>
                  <span className="font-semibold">{provider.name}</span>
                  <span dir="ltr" className="ms-2 font-mono text-xs text-fog-400">
                    {provider.code}
                  </span>
                </Td>
                <Td>
                  <Badge tone={provider.active ? 'good' : 'plain'}>
                    {t(provider.active ? 'games.providers.active' : 'games.providers.inactive')}
                  </Badge>
                </Td>
                <Td>{provider.rotated_at ? formatDateTime(provider.rotated_at) : t('games.providers.never')}</Td>
                <Td>{provider.previous_valid_until ? formatDateTime(provider.previous_valid_until) : '—'}</Td>
                <Td className="text-end">
                  {provider.managed_by_configuration ? (
                    <span className="text-xs text-fog-400">{t('games.providers.configured')}</span>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => setAsking(provider)}>
                      {t('games.providers.rotate')}
                    </Button>
                  )}
                </Td>
              </tr>
            ))}
            {providers.data.length === 0 ? <EmptyRow columns={5}>{t('games.providers.none')}</EmptyRow> : null}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('games.providers.confirmTitle', { name: asking?.name ?? '' })}
        confirm={t('games.providers.rotate')}
        danger
        pending={rotate.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          rotate.mutate(asking.code, {
            onSuccess: () => setAsking(null),
            onError: (error) => notify(errorText(error), 'error'),
          })
        }
      >
        <p>{t('games.providers.confirmLead')}</p>
      </ConfirmDialog>
      {/* Closed, the answer is dropped from the mutation: the secret lives in no cache. */}
      <NewSecretDialog key={rotate.submittedAt} rotated={rotate.data ?? null} onClose={() => rotate.reset()} />
    </section>
  );
}
