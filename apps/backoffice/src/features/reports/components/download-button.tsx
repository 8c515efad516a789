import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { type ReportDownload, useDownloadReport } from '../api/download-report';

/** "Download CSV": fetches the report's file with the staff member's token and saves it. */
export function DownloadButton({ download, disabled }: { download: ReportDownload; disabled?: boolean }) {
  const { t } = useTranslation();
  const save = useDownloadReport();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={save.isPending}
      disabled={disabled}
      onClick={() => save.mutate(download, { onError: (error) => notify(errorText(error), 'error') })}
      data-testid={`download-${download.report}${download.by ? `-${download.by}` : ''}`}
    >
      {t('reports.downloadCsv')}
    </Button>
  );
}
