import { IconDeviceMobileOff } from '@tabler/icons-react';
import { Alert, Text } from '@mantine/core';

import { storageFullCopy as copy } from '@/data/storage-copy';
import { useStorageStore } from '@/stores/storage-store';

/** Shown above the page while the last local write failed because the device is full. */
export function StorageFullAlert() {
  const storageFull = useStorageStore((state) => state.storageFull);
  if (!storageFull) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="lg"
      mb="lg"
      title={copy.title}
      icon={<IconDeviceMobileOff size={22} aria-hidden />}
    >
      <Text size="sm">{copy.banner}</Text>
      <Text size="sm" mt={4}>
        {copy.howToFix}
      </Text>
    </Alert>
  );
}
