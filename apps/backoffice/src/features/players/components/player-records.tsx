import { Button } from '@casino/ui/button';
import { TextArea } from '@casino/ui/text-area';
import { notify } from '@casino/ui/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useAddPlayerNote } from '../api/add-player-note';
import { usePlayerRecord } from '../api/get-player-records';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="card flex flex-col gap-3 p-5">
      <h2 className="text-sm font-semibold tracking-wide text-fog-400 uppercase">{title}</h2>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-fog-400">{children}</p>;

function Sessions({ id }: { id: number }) {
  const { t } = useTranslation();
  const sessions = usePlayerRecord(id, 'sessions').data;
  return (
    <Panel title={t('playerRecords.sessions')}>
      {sessions?.length === 0 ? <Empty>{t('playerRecords.noSessions')}</Empty> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {sessions?.map((session) => (
          <li key={session.started_at} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-fog-100">{formatDateTime(session.started_at)}</span>
            {session.ended_at ? (
              <span className="text-fog-400">
                {t('playerRecords.sessionEnded', { at: formatDateTime(session.ended_at) })}
              </span>
            ) : (
              <Badge tone="good">{t('playerRecords.sessionOpen', { at: formatDateTime(session.renewed_at) })}</Badge>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Limits({ id }: { id: number }) {
  const { t } = useTranslation();
  const limits = usePlayerRecord(id, 'limits').data?.filter((limit) => limit.amount !== null || limit.pending);
  const value = (amount: number | null, kind: string, currency: string) =>
    amount === null
      ? t('playerRecords.noLimit')
      : kind === 'session'
        ? t('playerRecords.minutes', { count: amount })
        : formatMoney(amount, currency);
  return (
    <Panel title={t('playerRecords.limits')}>
      {limits?.length === 0 ? <Empty>{t('playerRecords.noLimits')}</Empty> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {limits?.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`} className="flex flex-wrap justify-between gap-2">
            <span className="text-fog-300">
              {t(`playerRecords.limit.${limit.kind}`, { period: t(`playerRecords.period.${limit.period}`) })}
            </span>
            <span className="text-fog-100 tabular-nums">
              {value(limit.amount, limit.kind, limit.currency)}
              {limit.pending ? (
                <span className="ms-2 text-xs text-warning-400">
                  {t('playerRecords.pendingLimit', {
                    amount: value(limit.pending.amount, limit.kind, limit.currency),
                    at: formatDateTime(limit.pending.effectiveAt),
                  })}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Documents({ id }: { id: number }) {
  const { t } = useTranslation();
  const documents = usePlayerRecord(id, 'documents').data;
  const tone = { approved: 'good', rejected: 'bad', pending: 'wait' } as const;
  return (
    <Panel title={t('playerRecords.documents')}>
      {documents ? (
        <Badge tone={documents.verified ? 'good' : 'plain'}>
          {t(documents.verified ? 'playerRecords.verified' : 'playerRecords.notVerified')}
        </Badge>
      ) : null}
      {documents?.documents.length === 0 ? <Empty>{t('playerRecords.noDocuments')}</Empty> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {documents?.documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-fog-100">{t(`playerRecords.documentKind.${document.kind}`)}</span>
            <span className="flex items-center gap-2">
              {document.reason ? <span className="text-xs text-fog-400">{document.reason}</span> : null}
              <Badge tone={tone[document.status]}>{t(`playerRecords.documentStatus.${document.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Notes({ id }: { id: number }) {
  const { t } = useTranslation();
  const notes = usePlayerRecord(id, 'notes').data;
  const add = useAddPlayerNote(id);
  const [text, setText] = useState('');
  return (
    <Panel title={t('playerRecords.notes')}>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(text.trim(), {
            onSuccess: () => setText(''),
            onError: (error) => notify(errorText(error), 'error'),
          });
        }}
      >
        <TextArea
          label={t('playerRecords.newNote')}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={!text.trim()} loading={add.isPending} className="self-end">
          {t('playerRecords.addNote')}
        </Button>
      </form>
      {notes?.length === 0 ? <Empty>{t('playerRecords.noNotes')}</Empty> : null}
      <ul className="flex flex-col gap-3 text-sm" data-testid="player-notes">
        {notes?.map((note) => (
          <li key={note.id} className="border-t border-white/5 pt-2">
            <p className="whitespace-pre-line text-fog-100">{note.text}</p>
            <p className="mt-1 text-xs text-fog-400">
              {note.author} · {formatDateTime(note.created_at)}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** What else staff need to know about a player: sign-ins, limits, identity documents, notes. */
export function PlayerRecords({ id }: { id: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Sessions id={id} />
      <Limits id={id} />
      <Documents id={id} />
      <Notes id={id} />
    </div>
  );
}
