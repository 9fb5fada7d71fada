import type { ReactiveControllerHost } from 'lit';

/**
 * Listens on `host`, while it is connected, for events that bubble up to it from inside (as the
 * panels' `composed` events do): a controller's way to answer them without the host's template.
 */
export function listenOnHost(
  host: ReactiveControllerHost & HTMLElement,
  listeners: Readonly<Record<string, (e: Event) => void>>,
): void {
  const entries = Object.entries(listeners);
  host.addController({
    hostConnected: () => {
      for (const [name, listener] of entries) host.addEventListener(name, listener);
    },
    hostDisconnected: () => {
      for (const [name, listener] of entries) host.removeEventListener(name, listener);
    },
  });
}
