import { IconRefresh } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';

import { useAppUpdateStore } from '@/stores/app-update-store';
import { useSyncStore } from '@/stores/sync-store';

import { requestAppUpdate } from './app-update';
import { shellCopy } from './copy';

/**
 * While the banner floats over the page, the page can scroll as far past its end as the banner
 * covers, so nothing beneath it (a form's 'Spara köp' at the bottom of a phone screen) is out of
 * reach.
 */
function useRoomBeneath(banner: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!banner) return;
    const { body } = document;
    const reserve = () => {
      const covered = window.innerHeight - banner.getBoundingClientRect().top;
      body.style.paddingBottom = `${Math.max(0, Math.ceil(covered))}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      body.style.paddingBottom = '';
    };
  }, [banner]);
}

/** 'Ny version finns' with 'Uppdatera'; waits visibly while a sync or a form would be cut off. */
export function UpdateBanner() {
  const { updateReady } = useAppUpdateStore();
  if (!updateReady) return null;
  return <Banner />;
}

function Banner() {
  const { applyRequested, dirtyForms } = useAppUpdateStore();
  const syncing = useSyncStore((state) => state.status === 'syncing');
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useRoomBeneath(banner);
  const waiting = applyRequested && (syncing || dirtyForms > 0);
  return (
    <Paper
      ref={setBanner}
      role="status"
      shadow="md"
      radius="lg"
      p="sm"
      withBorder
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-md)',
        bottom: 'calc(88px + env(safe-area-inset-bottom))',
        zIndex: 300,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600}>{waiting ? shellCopy.update.waiting : shellCopy.update.ready}</Text>
        <Button
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={requestAppUpdate}
          disabled={applyRequested}
        >
          {shellCopy.update.apply}
        </Button>
      </Group>
    </Paper>
  );
}
