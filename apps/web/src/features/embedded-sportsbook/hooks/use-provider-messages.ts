import { useEffect, useRef, type RefObject } from 'react';
import { providerMessageOf, type ProviderMessage } from '../lib/provider';

/**
 * Listens to what the framed client posts: only messages from the provider's origin, sent by
 * this page's frame, in the client's own shape; everything else is ignored.
 */
export function useProviderMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  onMessage: (message: ProviderMessage) => void,
): void {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    if (!origin) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = providerMessageOf(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, origin]);
}
