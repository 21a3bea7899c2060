/**
 * A short pause of the header's background calls (the bell's poll, @portal/notice-bell; one
 * instance for every module through @portal/utils). After a password change the server has already
 * ended every session of the user, while the portal still shows '修改密码成功' for 1.5 s before it
 * logs out (spec 8, 9); a background call in between would answer 401 and sign the user out at
 * once, cutting the message short. The pause is time-bounded, so a user who signs in again in the
 * same page is polled as usual.
 */
let heldUntil = 0;

export function holdBackgroundCalls(ms: number, now: number = Date.now()): void {
  heldUntil = Math.max(heldUntil, now + ms);
}

export function backgroundCallsHeld(now: number = Date.now()): boolean {
  return now < heldUntil;
}

/** Ends the pause early (the change failed, so the session is still valid). */
export function releaseBackgroundCalls(): void {
  heldUntil = 0;
}
