/**
 * The page's native import map (docs/decisions/015), composed in the browser by the boot script
 * because only the browser knows its overrides: every bare specifier a native ES module sub-app
 * may import.
 *
 *   - the bridges (shared packages, @portal/utils, @portal/ui, the portal's Vue): a bridge awaits
 *     the one SystemJS instance, so a re-pointed or overridden shared module stays one instance and
 *     keeps its bridge;
 *   - every other entry of the environment's importmap.json, at its address (a team's own utility
 *     module, another native sub-app);
 *   - this browser's import-map-overrides of anything but a bridged specifier, which win.
 */
interface NativeImportMap {
  imports: Record<string, string>;
}

type Entries = Record<string, string> | undefined;

export function composeNativeMap(bridges: Entries, environment: Entries, overrides: Entries): NativeImportMap {
  const imports: Record<string, string> = {};
  for (const [specifier, address] of Object.entries(environment ?? {})) {
    if (typeof address === 'string') imports[specifier] = address;
  }
  for (const [specifier, address] of Object.entries(overrides ?? {})) {
    if (typeof address === 'string') imports[specifier] = address;
  }
  for (const [specifier, address] of Object.entries(bridges ?? {})) {
    if (typeof address === 'string') imports[specifier] = address;
  }
  return { imports };
}

/** Reads the build's bridge map (index.html's `data-bridges`); an unreadable one bridges nothing. */
export function parseBridges(text: string | undefined): Record<string, string> {
  try {
    const parsed = JSON.parse(text ?? '{}') as { imports?: unknown };
    const imports = parsed && typeof parsed.imports === 'object' && parsed.imports ? (parsed.imports as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(imports).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
