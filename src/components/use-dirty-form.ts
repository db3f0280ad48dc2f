import { useEffect } from 'react';

import { holdForDirtyForm } from '@/stores/app-update-store';

/** While `dirty`, an app update waits (it reloads the page and would lose the input). */
export function useDirtyForm(dirty: boolean): void {
  useEffect(() => (dirty ? holdForDirtyForm() : undefined), [dirty]);
}
