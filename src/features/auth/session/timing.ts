/** Spec §9: sign out after 10 minutes without activity, checked every 30 s. */
export const INACTIVITY_TIMEOUT_MS = 10 * 60 * 1000;
export const INACTIVITY_CHECK_MS = 30 * 1000;
/** Spec §9: tell the server every 5 minutes that the session is live. */
export const KEEP_ALIVE_MS = 5 * 60 * 1000;
/** Activity is recorded at most this often (mousemove fires hundreds of times a second). */
export const ACTIVITY_THROTTLE_MS = 1000;
