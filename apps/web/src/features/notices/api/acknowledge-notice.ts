import { apiRequest } from '@casino/api-client';
import { ApiError } from '@casino/api-client/error';
import type { NoticeAcknowledgement, NoticeItem, NoticeList } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticesQuery } from './get-notices';

/** POST /api/bonus-system/notices/{id}/acknowledge/: the thank-you button; repeating it is harmless. */
export function acknowledgeNotice(id: string): Promise<NoticeAcknowledgement> {
  return apiRequest<NoticeAcknowledgement>(`/api/bonus-system/notices/${encodeURIComponent(id)}/acknowledge/`, {
    method: 'POST',
  });
}

export function useAcknowledgeNotice() {
  const client = useQueryClient();
  // Gone from the list at once, not at the next poll.
  const drop = (notice: NoticeItem) =>
    client.setQueryData<NoticeList>(noticesQuery(notice.kind).queryKey, (list) =>
      list?.filter((item) => item.id !== notice.id),
    );
  return useMutation({
    mutationFn: (notice: NoticeItem) => acknowledgeNotice(notice.id),
    onSuccess: (_answer, notice) => drop(notice),
    onError: (error, notice) => {
      // Not found: no longer a notice of this player's (acknowledged in another tab, too old).
      if (error instanceof ApiError && error.status === 404) drop(notice);
    },
  });
}
