/** What the seed gives the simulated users; shared by the seed script and the run. */
export interface SeedPlan {
  pollers: number;
  readers: number;
  /** Unread and read notices of each poller; nobody marks a poller's notices, so its count stays. */
  pollerUnread: number;
  pollerRead: number;
  readerUnread: number;
  readerRead: number;
}

export const pollerName = (i: number) => `loadp${String(i + 1).padStart(6, '0')}`;
export const readerName = (i: number) => `loadr${String(i + 1).padStart(6, '0')}`;
