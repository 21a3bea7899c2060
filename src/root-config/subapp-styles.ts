/**
 * Styles a sub-app adds leave with it (ARCHITECTURE, "Styles pile up"): every `<style>` and
 * stylesheet `<link>` that appears in `<head>` while a sub-app loads or is mounted is its own; when
 * it unmounts they are taken out, and when it mounts again they go back, in their order, so it
 * looks the same. The portal's shared emotion cache (`data-emotion`) is never taken: its rules
 * serve every React tree on the page. A sub-app may opt out (`portal.apps[name].keepStyles`).
 *
 * While they are in, their rules for `html`, `body`, `:root` and `*` apply to the app's own
 * container, not to the portal (subapp-css.ts): each node is rewritten when it is attributed, when
 * its text changes, and when it is put back.
 */
import { isolateStyleNode } from './subapp-css';

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

interface StyleKeeperOptions {
  /** Keeps a node's rules inside the app's container (default: subapp-css.ts); none: left as written. */
  isolate?: ((node: StyleNode, name: string) => void) | null;
}

/** A <style> whose text changes is parsed afresh: the observer rewrites it again for its owner. */
function rewriteOnEdit(ownerOf: WeakMap<Node, string>, isolate: (node: StyleNode, name: string) => void): MutationObserver {
  return new MutationObserver((records) => {
    const touched = new Set<StyleNode>();
    for (const record of records) {
      let node: Node | null = record.target;
      while (node && !(node instanceof HTMLStyleElement)) node = node.parentNode;
      if (node) touched.add(node);
    }
    for (const node of touched) {
      const name = ownerOf.get(node);
      if (name && node.isConnected) isolate(node, name);
    }
  });
}

export function createStyleKeeper(head: HTMLElement = document.head, { isolate = isolateStyleNode }: StyleKeeperOptions = {}): StyleKeeper {
  const owned = new Map<string, StyleNode[]>();
  const anyOwner = new Set<Node>();
  const ownerOf = new WeakMap<Node, string>();
  const edits = isolate ? rewriteOnEdit(ownerOf, isolate) : null;
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
        ownerOf.set(node, name);
        if (isolate) {
          isolate(node, name);
          if (node instanceof HTMLStyleElement) edits?.observe(node, { childList: true, characterData: true, subtree: true });
        }
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
      for (const node of owned.get(name) ?? []) {
        if (node.isConnected) continue;
        head.append(node);
        // Parsed afresh on insertion (a <link> loads again): rewritten before the next frame.
        isolate?.(node, name);
      }
    },
    remove(name) {
      for (const node of owned.get(name) ?? []) node.remove();
    },
  };
}
