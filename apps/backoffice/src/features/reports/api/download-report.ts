import { apiRequest } from '@casino/api-client';
import type { ReportGrouping } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ReportFilters, reportQuery } from '../lib/range';

export type ReportName = 'ggr' | 'payments' | 'players';

export interface ReportDownload {
  report: ReportName;
  filters: ReportFilters;
  by?: ReportGrouping;
}

/** The file's name, as the server names it (its Content-Disposition is not readable through the client). */
export function fileNameOf({ report, filters, by }: ReportDownload): string {
  const currency = report !== 'players' && filters.currency ? `-${filters.currency.toLowerCase()}` : '';
  const base = { ggr: `ggr-by-${by ?? 'day'}`, payments: 'payments', players: 'active-players' }[report];
  return `${base}${currency}-${filters.from}-${filters.to}.csv`;
}

/** GET /api/backoffice/reports/{report}/?format=csv: the report as a CSV file, with the staff member's token. */
export function downloadReport(download: ReportDownload): Promise<Blob> {
  const { report, filters, by } = download;
  const query =
    report === 'players'
      ? { from: filters.from, to: filters.to, format: 'csv' }
      : reportQuery(filters, { format: 'csv', ...(report === 'ggr' ? { by: by ?? 'day' } : {}) });
  return apiRequest<Blob>(`/api/backoffice/reports/${report}/`, { query, responseType: 'blob' });
}

/** Hands a file to the browser to save, under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address may go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a report's CSV and saves it. */
export const useDownloadReport = () =>
  useMutation({
    mutationFn: async (download: ReportDownload) => saveFile(await downloadReport(download), fileNameOf(download)),
  });
