import type { StaffAccount } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge, Table, Td, Th } from '@/components/table';
import { useCurrentStaff } from '@/lib/current-staff';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaff } from './api/get-staff';
import { useResetTotp } from './api/reset-totp';
import { NewStaffForm } from './components/new-staff-form';

function ResetTotpButton({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  const reset = useResetTotp();
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={reset.isPending}
      onClick={() => {
        if (!window.confirm(t('staff.resetConfirm', { username: account.username }))) return;
        reset.mutate(account.id, {
          onSuccess: () => notify(t('staff.resetDone', { username: account.username }), 'success'),
          onError: (error) => notify(errorText(error), 'error'),
        });
      }}
    >
      {t('staff.reset')}
    </Button>
  );
}

/** The owner's staff accounts: who may open the console, with which role, and their second factor. */
export default function StaffPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.staff.title'));
  const me = useCurrentStaff();
  const staff = useStaff();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('screens.staff.title')} lead={t('screens.staff.description')} />
      <NewStaffForm />
      <Table caption={t('screens.staff.title')}>
        <thead>
          <tr>
            <Th>{t('staff.username')}</Th>
            <Th>{t('staff.email')}</Th>
            <Th>{t('staff.role')}</Th>
            <Th>{t('staff.twoFactor')}</Th>
            <Th>{t('staff.since')}</Th>
            <Th numeric>
              <span className="sr-only">{t('staff.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody data-testid="staff-rows">
          {staff.data?.map((account) => (
            <tr key={account.id}>
              <Td className="font-semibold">{account.username}</Td>
              <Td className="max-w-64 truncate">{account.email}</Td>
              <Td>{t(`roles.${account.role}`)}</Td>
              <Td>
                <Badge tone={account.totp ? 'good' : account.is_banned ? 'bad' : 'plain'}>
                  {t(account.is_banned ? 'staff.banned' : account.totp ? 'staff.on' : 'staff.off')}
                </Badge>
              </Td>
              <Td className="whitespace-nowrap text-fog-400">{formatDateTime(account.created_at)}</Td>
              <Td className="text-end">
                {account.totp && account.id !== me.id ? <ResetTotpButton account={account} /> : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
