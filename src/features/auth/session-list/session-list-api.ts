/** The session list's server calls (src/data/remote/auth.ts). */
export {
  endOtherSessions,
  endSessionOn,
  loadActiveSessions,
  type ActiveSession,
} from '@/data/remote/auth';
