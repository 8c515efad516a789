import { apiRequest } from '@casino/api-client';
import type { KycDocuments, PlayerLimit, PlayerNote, PlayerSession } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** What GET /api/backoffice/players/{id}/{record}/ answers, record by record. */
export interface PlayerRecords {
  sessions: PlayerSession[];
  limits: PlayerLimit[];
  documents: KycDocuments;
  notes: PlayerNote[];
}

/** One of the player's records: sign-ins, limits, identity documents or staff's notes. */
export function getPlayerRecord<R extends keyof PlayerRecords>(
  id: number,
  record: R,
  signal?: AbortSignal,
): Promise<PlayerRecords[R]> {
  return apiRequest<PlayerRecords[R]>(`/api/backoffice/players/${id}/${record}/`, signal ? { signal } : {});
}

export const playerRecordQuery = <R extends keyof PlayerRecords>(id: number, record: R) =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'player', id, record] as const,
    queryFn: ({ signal }) => getPlayerRecord(id, record, signal),
  });

export const usePlayerRecord = <R extends keyof PlayerRecords>(id: number, record: R) =>
  useQuery(playerRecordQuery(id, record));
