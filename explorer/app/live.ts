/**
 * Live updates from the server's event streams (README "Event streams"). EventSource reconnects
 * by itself with `Last-Event-ID`, so a dropped connection misses nothing.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export type StreamState = 'connecting' | 'live' | 'closed';

/** Follows `url` while mounted; `listeners` (by event name) may change between renders. */
export function useEventStream(
  url: string | undefined,
  listeners: Record<string, (data: unknown) => void>,
): StreamState {
  const current = useRef(listeners);
  current.current = listeners;
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (url === undefined) return undefined;
    setState('connecting');
    const source = new EventSource(url);
    source.onopen = () => setState('live');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    for (const name of Object.keys(current.current)) {
      source.addEventListener(name, (event) =>
        current.current[name]?.(JSON.parse((event as MessageEvent<string>).data)),
      );
    }
    return () => source.close();
  }, [url]);
  return state;
}

/** Runs `load` now and whenever `key` changes; `reload` runs it again (a stream event). */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
): { value: T | undefined; error: string | undefined; reload: () => void } {
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let cancelled = false;
    latest.current().then(
      (result) => {
        if (!cancelled) {
          setValue(result);
          setError(undefined);
        }
      },
      (failure: unknown) => {
        if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, generation]);
  useEffect(() => setValue(undefined), [key]);
  return { value, error, reload: () => setGeneration((count) => count + 1) };
}
