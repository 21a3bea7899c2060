/**
 * Opens the developer panel (@portal/devtools, parcels/devtools) when this browser asked for
 * developer tools: `localStorage.devtools` set, the switch import-map-overrides uses. Otherwise
 * nothing is fetched; the panel's code and single-spa queries live in that module.
 */
import type { DevtoolsRecorder } from './devtools-recorder';
import type { SubApp } from './subapp.rules';

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
  const loader = (globalThis as unknown as { System: { import(id: string): Promise<{ openDevtools?: (source: DevtoolsSource) => void }> } }).System;
  loader.import('@portal/devtools').then(
    (module) => module.openDevtools?.(source),
    (error: unknown) => console.error('@portal/devtools failed to load', error),
  );
}
