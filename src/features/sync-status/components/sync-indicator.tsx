import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconCloudUp,
  IconLogin,
} from '@tabler/icons-react';
import { Button, Loader, Popover } from '@mantine/core';

import { useSyncStore, type SyncState } from '@/stores/sync-store';

import { syncStatusCopy as copy } from '../copy';
import { SyncDetails } from './sync-details';
import classes from './sync-indicator.module.css';

function summary(state: SyncState) {
  if (state.status === 'syncing') return { label: copy.states.syncing, icon: <Loader size={16} /> };
  if (state.status === 'paused')
    return { label: copy.states.paused, icon: <IconLogin size={18} /> };
  if (state.deadLetterCount > 0) {
    return {
      label: copy.states.refused(state.deadLetterCount),
      icon: <IconAlertTriangle size={18} />,
    };
  }
  if (state.status === 'offline')
    return { label: copy.states.offline, icon: <IconCloudOff size={18} /> };
  if (state.status === 'error')
    return { label: copy.states.error, icon: <IconAlertTriangle size={18} /> };
  if (state.pendingCount > 0) {
    return { label: copy.states.pending(state.pendingCount), icon: <IconCloudUp size={18} /> };
  }
  return { label: copy.states.synced, icon: <IconCloudCheck size={18} /> };
}

/**
 * A small status chip (offline / syncing / N osynkade / fel) that opens the sync details. On a
 * phone it shows its icon alone (the name says the status); from 576 px the word too.
 */
export function SyncIndicator() {
  const state = useSyncStore();
  const { label, icon } = summary(state);
  const attention =
    state.deadLetterCount > 0 || state.status === 'error' || state.status === 'paused';
  return (
    // Never wider than the screen: a 320 px phone would scroll sideways under a 340 px popover.
    <Popover
      width={340}
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
    >
      <Popover.Target>
        <Button
          variant={attention ? 'light' : 'subtle'}
          color={attention ? 'ember' : 'gray'}
          size="compact-md"
          h={44}
          classNames={{ root: classes.root, section: classes.section, label: classes.label }}
          leftSection={<span aria-hidden>{icon}</span>}
          aria-label={`${copy.label}: ${label}`}
          data-sync-status={state.status}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <SyncDetails />
      </Popover.Dropdown>
    </Popover>
  );
}
