import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoleIn } from '@/lib/current-staff';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useReactivate } from '../api/reactivate';
import { useReactivations } from '../api/get-reactivations';

/** Self-excluded players who asked to come back, for a super operator to let back in (SPEC §4). */
export function ReactivationRequests() {
  const { t } = useTranslation();
  const mayDecide = useRoleIn(['SO', 'O']);
  const requests = useReactivations(mayDecide);
  const reactivate = useReactivate();
  if (!mayDecide || !requests.data?.length) return null;
  return (
    <section aria-labelledby="reactivations-title" className="card flex flex-col gap-3 border-warning-400/30 p-5">
      <h2 id="reactivations-title" className="font-semibold text-warning-400">
        {t('playerRecords.reactivations', { count: requests.data.length })}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {requests.data.map((request) => (
          <li key={request.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              <Link to={String(request.userId)} className="font-semibold text-gold-300 hover:underline">
                {request.username}
              </Link>
              <span className="ms-2 text-fog-400">
                {t('playerRecords.excludedSince', {
                  since: formatDateTime(request.startsAt),
                  asked: formatDateTime(request.reactivationRequestedAt ?? request.startsAt),
                })}
              </span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              loading={reactivate.isPending && reactivate.variables === request.id}
              onClick={() =>
                reactivate.mutate(request.id, {
                  onSuccess: () => notify(t('playerRecords.reactivated', { username: request.username }), 'success'),
                  onError: (error) => notify(errorText(error), 'error'),
                })
              }
            >
              {t('playerRecords.reactivate')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
