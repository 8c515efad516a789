import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { openedModals, withModal } from './opened-modals';

/**
 * Opening a modal pushes a history entry that lists it (back closes it, forward opens it again);
 * closing takes its name out of the address. A modal the site pushed last (the header's entry,
 * "View history") closes by going back, so the history keeps no trace of it; one that came with
 * the address (a link, a reload, back or forward) closes by replacing the entry.
 */
export function useModalNavigation<Name extends string = string>() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pushed = useNavigationType() === 'PUSH';
  const open = useCallback(
    (name: Name) => void navigate({ pathname, search: withModal(search, name, true) }),
    [navigate, pathname, search],
  );
  const close = useCallback(
    (name: Name) => {
      if (pushed && openedModals(search).at(-1) === name) void navigate(-1);
      else void navigate({ pathname, search: withModal(search, name, false) }, { replace: true });
    },
    [navigate, pathname, search, pushed],
  );
  return { open, close };
}
