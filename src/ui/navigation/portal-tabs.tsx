import { Box, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface PortalTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface PortalTabsProps {
  tabs: readonly PortalTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** Tabs share the width equally (the access pages' two-way switches). */
  fitted?: boolean;
  /** Space between the tab row and the panel (a Chakra spacing token). */
  gap?: string;
  /**
   * Panels rendered from the first render on, beside the chosen one (a prerendered page carries
   * every panel so that a tab chosen before hydration shows at once, docs/decisions/017).
   */
  rendered?: readonly string[];
}

/**
 * Tabs the WAI-ARIA way (tablist, roving focus, arrows, Home and End select): one component for
 * the portal's pages, in the brand's colours. A panel is rendered the first time its tab is chosen
 * and then kept (hidden) so nothing typed in it is lost on switching. (Chakra's Tabs run a state
 * machine for the same result and weigh 5 KB on the login route; sub-apps may still use them.)
 *
 * @example
 * <PortalTabs fitted value={tab} onValueChange={setTab} tabs={[{ value: 'SMS', label: '手机找回', content: <PhoneForm /> }, …]} />
 */
export function PortalTabs({ tabs, value, onValueChange, fitted = false, gap = '5', rendered = [] }: PortalTabsProps) {
  const id = useId();
  const visited = useVisitedTabs(value, rendered);
  const { triggerRef, choose, onKeyDown } = useRovingFocus(tabs, value, onValueChange);

  return (
    <Box>
      <Box role="tablist" aria-orientation="horizontal" display="flex" overflowX="auto" borderBottomWidth="1px" borderColor="border" mb={gap}>
        {tabs.map((tab, index) => (
          <TabTrigger
            key={tab.value}
            tab={tab}
            tabId={`${id}-tab-${index}`}
            panelId={visited.has(tab.value) ? `${id}-panel-${index}` : undefined}
            selected={tab.value === value}
            fitted={fitted}
            buttonRef={triggerRef(index)}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          />
        ))}
      </Box>
      {tabs.map((tab, index) =>
        visited.has(tab.value) ? (
          <div
            key={tab.value}
            role="tabpanel"
            data-value={tab.value}
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={tab.value !== value}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </Box>
  );
}

/** The tabs chosen so far (and those rendered from the start): their panels stay rendered. */
function useVisitedTabs(value: string, rendered: readonly string[]): ReadonlySet<string> {
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value, ...rendered]));
  if (!visited.has(value)) setVisited(new Set(visited).add(value));
  return visited;
}

/** Arrows, Home and End move the focus along the tabs and choose the tab they land on (wrapping round). */
function useRovingFocus(tabs: readonly PortalTab[], value: string, onValueChange: (value: string) => void) {
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    triggers.current[tabs.indexOf(tab)]?.focus();
    if (tab.value !== value) onValueChange(tab.value);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  const triggerRef = (index: number) => (element: HTMLButtonElement | null) => {
    triggers.current[index] = element;
  };
  return { triggerRef, choose, onKeyDown };
}

interface TabTriggerProps {
  tab: PortalTab;
  tabId: string;
  /** The panel's id once it is rendered. */
  panelId: string | undefined;
  selected: boolean;
  fitted: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One tab in the row: only the selected one is in the tab order. */
function TabTrigger({ tab, tabId, panelId, selected, fitted, buttonRef, onClick, onKeyDown }: TabTriggerProps) {
  return (
    <chakra.button
      ref={buttonRef}
      type="button"
      role="tab"
      data-value={tab.value}
      id={tabId}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      onClick={onClick}
      onKeyDown={onKeyDown}
      flex={fitted ? '1' : undefined}
      flexShrink={0}
      px="4"
      py="2"
      mb="-1px"
      fontSize="sm"
      fontWeight="medium"
      whiteSpace="nowrap"
      cursor="pointer"
      color={selected ? 'brand.fg' : 'fg.muted'}
      borderBottomWidth="2px"
      borderColor={selected ? 'brand.solid' : 'transparent'}
      _hover={{ color: selected ? 'brand.fg' : 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px', borderRadius: 'l1' }}
    >
      {tab.label}
    </chakra.button>
  );
}
