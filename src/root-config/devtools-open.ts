/**
 * Opens the developer panel (@portal/devtools, parcels/devtools) when this browser asked for
 * developer tools: `localStorage.devtools` set, the switch import-map-overrides uses. Otherwise
 * nothing is fetched; the panel's code and single-spa queries live in that module.
 */
import type { DevtoolsRecorder } from './devtools-recorder';
import { systemLoader, type SubApp } from '../kernel';

interface DevtoolsSource {
  apps: readonly SubApp[];
  recorder: DevtoolsRecorder;
  globals(name: string): string[];
}

function devtoolsOn(): boolean {
  try {
    return window.localStorage.getItem('devtools') !== null;
  } catch {
    return false;
  }
}

export function openDevtoolsWhenAsked(source: DevtoolsSource): void {
  if (!devtoolsOn()) return;
  systemLoader()!
    .import<{ openDevtools?: (source: DevtoolsSource) => void }>('@portal/devtools')
    .then(
      (module) => module.openDevtools?.(source),
      (error: unknown) => console.error('@portal/devtools failed to load', error),
    );
}
