import { useLayoutEffect, useRef } from 'react';
import { SUBAPP_CONTAINER_ID } from '../../kernel';

/**
 * Adopts the root config's sub-app container (`#cloud-subapp`) into the content region while a
 * sub-app route is shown. On leaving, the container goes back to the end of `<body>` (it must
 * stay in the document: the root config owns it and unmounts the sub-app inside it).
 */
export function SubAppOutlet() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const region = host.current;
    if (!region) return;
    let adopted: HTMLElement | null = null;
    const adopt = () => {
      adopted = document.getElementById(SUBAPP_CONTAINER_ID);
      if (adopted && adopted.parentElement !== region) region.appendChild(adopted);
      return !!adopted;
    };
    // The root config may create the container after the shell mounts.
    const observer = adopt() ? null : new MutationObserver(() => adopt() && observer?.disconnect());
    observer?.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer?.disconnect();
      if (adopted && adopted.parentElement === region) document.body.appendChild(adopted);
    };
  }, []);
  return <div ref={host} data-testid="subapp-region" />;
}
