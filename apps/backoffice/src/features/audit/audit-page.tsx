import type { AuditEntry } from '@casino/contracts';
import { Pager } from '@casino/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { PAGE_SIZE, useAuditLog } from './api/get-audit-log';

function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-semibold tracking-wide text-fog-400 uppercase">{label}</p>
      <pre dir="ltr" className="max-h-64 overflow-auto rounded-lg bg-ink-950 p-3 text-start text-xs text-fog-300">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tone = entry.status < 300 ? 'good' : entry.status < 500 ? 'bad' : 'wait';
  return (
    <>
      <tr className="hover:bg-white/[0.03]" data-testid="audit-row">
        <Td className="whitespace-nowrap text-fog-400">{formatDateTime(entry.at)}</Td>
        <Td>
          <span className="font-semibold">{entry.actor}</span>
          <span className="ms-2 text-xs text-fog-400">{t(`roles.${entry.role}`)}</span>
        </Td>
        <Td dir="ltr" title={entry.action} className="max-w-80 truncate text-start font-mono text-xs">
          {entry.action === 'sign-in' ? t('audit.signIn') : entry.action}
        </Td>
        <Td>{entry.target || '—'}</Td>
        <Td>
          <Badge tone={tone}>{entry.status}</Badge>
        </Td>
        <Td dir="ltr" className="text-start font-mono text-xs text-fog-400">
          {entry.ip}
        </Td>
        <Td className="text-end">
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            className="cursor-pointer rounded-lg px-2 py-1 text-sm text-gold-300 hover:bg-white/5"
          >
            {t(open ? 'audit.hide' : 'audit.show')}
          </button>
        </Td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={7} className="border-b border-white/5 px-3 pb-4">
            <div className="grid gap-3 lg:grid-cols-3">
              <Json label={t('audit.request')} value={entry.request} />
              <Json label={t('audit.before')} value={entry.before} />
              <Json label={t('audit.after')} value={entry.after} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The append-only log of what staff did: who, when, what, to what, from where; before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.audit.title'));
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / PAGE_SIZE));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <PageHeader title={t('screens.audit.title')} lead={t('screens.audit.description')} />
      <Table caption={t('screens.audit.title')}>
        <thead>
          <tr>
            <Th>{t('audit.when')}</Th>
            <Th>{t('audit.who')}</Th>
            <Th>{t('audit.what')}</Th>
            <Th>{t('audit.target')}</Th>
            <Th>{t('audit.status')}</Th>
            <Th>{t('audit.address')}</Th>
            <Th numeric>
              <span className="sr-only">{t('audit.details')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {log.data?.results.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
          {log.data?.results.length === 0 ? <EmptyRow columns={7}>{t('audit.empty')}</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
