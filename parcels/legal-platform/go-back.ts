import { navigate } from '@portal/utils/internal';

/** The confirm button goes back (spec 2); opened directly (no history), it goes to client login. */
export function goBack() {
  if (window.history.length > 1) window.history.back();
  else navigate('/client-login');
}
