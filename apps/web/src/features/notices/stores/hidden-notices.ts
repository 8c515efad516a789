import { NOTICE_KINDS, type NoticeKind } from '@casino/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { persistKey, quietStorage } from '@/lib/persistence';

/** Enough to outlast the 10 newest of a kind the server lists over its 30 days. */
export const MAX_HIDDEN_PER_KIND = 50;

type HiddenIds = Record<NoticeKind, string[]>;

interface HiddenNoticesState {
  /** SPEC §3 Notice items: the ids hidden per kind (a backdrop click), on this browser only. */
  hidden: HiddenIds;
  /** The players whose first-deposit notice has been shown: its check stops for good (SPEC §4). */
  firstDepositShown: number[];
  hide(kind: NoticeKind, id: string): void;
  markFirstDepositShown(userId: number): void;
}

const noneHidden = (): HiddenIds => ({ jackpot: [], cashback: [], first_deposit: [] });
const newestLast = <T>(list: T[], item: T) =>
  [...list.filter((other) => other !== item), item].slice(-MAX_HIDDEN_PER_KIND);

export const HIDDEN_NOTICES_KEY = persistKey('notices');

export const useHiddenNotices = create<HiddenNoticesState>()(
  persist(
    (set) => ({
      hidden: noneHidden(),
      firstDepositShown: [],
      hide: (kind, id) => set((state) => ({ hidden: { ...state.hidden, [kind]: newestLast(state.hidden[kind], id) } })),
      markFirstDepositShown: (userId) =>
        set((state) =>
          state.firstDepositShown.includes(userId)
            ? state
            : { firstDepositShown: newestLast(state.firstDepositShown, userId) },
        ),
    }),
    {
      name: HIDDEN_NOTICES_KEY,
      version: 1,
      storage: createJSONStorage(() => quietStorage),
      partialize: ({ hidden, firstDepositShown }) => ({ hidden, firstDepositShown }),
      // Whatever storage holds is only trusted as lists of the right kinds.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<HiddenNoticesState, 'hidden' | 'firstDepositShown'>>;
        const hidden = noneHidden();
        for (const kind of NOTICE_KINDS) {
          const ids = saved.hidden?.[kind];
          if (Array.isArray(ids)) hidden[kind] = ids.filter((id) => typeof id === 'string');
        }
        const shown = Array.isArray(saved.firstDepositShown)
          ? saved.firstDepositShown.filter((id) => typeof id === 'number')
          : [];
        return { ...current, hidden, firstDepositShown: shown };
      },
    },
  ),
);
