/** The menu code each closure call needs (issue 23 item 2), for the server and the pages alike. */
export const IAM_CLOSURE_PERMISSIONS = {
  closurePage: 'iam_closure',
  approveClosure: 'iam_closure_approve',
  rejectClosure: 'iam_closure_reject',
} as const;

/** The longest reason of a rejection. */
export const CLOSURE_REASON_MAX = 200;
