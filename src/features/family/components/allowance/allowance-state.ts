import type { AllowanceVersion } from '../../api/allowance-api';

/** The active version and the open proposal, if any, from a history (newest first). */
export function currentVersions(versions: AllowanceVersion[]) {
  return {
    active: versions.find((v) => v.status === 'active') ?? null,
    open: versions.find((v) => v.status === 'proposed') ?? null,
  };
}
