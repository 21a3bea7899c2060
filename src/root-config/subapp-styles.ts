/**
 * Styles a sub-app adds leave with it (ARCHITECTURE, "Styles pile up"): every `<style>` and
 * stylesheet `<link>` that appears in `<head>` while a sub-app loads or is mounted is its own; when
 * it unmounts they are taken out, and when it mounts again they go back, in their order, so it
 * looks the same. The portal's shared emotion cache (`data-emotion`) is never taken: its rules
 * serve every React tree on the page. A sub-app may opt out (`portal.apps[name].keepStyles`).
 */
type StyleNode = HTMLStyleElement | HTMLLinkElement;

function isStyleNode(node: Node): node is StyleNode {
  if (node instanceof HTMLStyleElement) return !node.hasAttribute('data-emotion');
  return node instanceof HTMLLinkElement && /\bstylesheet\b/i.test(node.rel);
}

export interface StyleKeeper {
  /** From now on, style nodes added to `<head>` belong to `name` (its load or its mount). */
  watch(name: string): void;
  /** Stops attributing new style nodes to `name`. */
  unwatch(name: string): void;
  /** Puts back the style nodes `name` had when it last unmounted. */
  restore(name: string): void;
  /** Takes out the style nodes `name` added and keeps them for `restore`. */
  remove(name: string): void;
}

export function createStyleKeeper(head: HTMLElement = document.head): StyleKeeper {
  const owned = new Map<string, StyleNode[]>();
  const anyOwner = new Set<Node>();
  const watching = new Set<string>();
  /** Gives the nodes of `records` to the sub-app watched now; while two are (one loading, one mounting), the newest claim wins. */
  const claim = (records: MutationRecord[]) => {
    if (!watching.size) return;
    const name = [...watching].at(-1)!;
    const list = owned.get(name) ?? [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!isStyleNode(node) || anyOwner.has(node)) continue;
        list.push(node);
        anyOwner.add(node);
      }
    }
    owned.set(name, list);
  };
  const observer = new MutationObserver(claim);
  observer.observe(head, { childList: true });
  // Records still queued belong to whoever was watched when they happened, not to the next one.
  const settle = () => claim(observer.takeRecords());

  return {
    watch(name) {
      settle();
      watching.delete(name);
      watching.add(name);
    },
    unwatch(name) {
      settle();
      watching.delete(name);
    },
    restore(name) {
      for (const node of owned.get(name) ?? []) if (!node.isConnected) head.append(node);
    },
    remove(name) {
      for (const node of owned.get(name) ?? []) node.remove();
    },
  };
}
