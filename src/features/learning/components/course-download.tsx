import { IconCircleCheck, IconCloudDownload } from '@tabler/icons-react';
import { Button, Group, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';

import { learningCopy } from '../copy';
import { useCourseDownload } from '../offline/use-course-download';

const copy = learningCopy.download;

/** 'Ladda ner kursen': stores every lesson so the course can be read without internet. */
export function CourseDownload({ courseId }: { courseId: string }) {
  const download = useCourseDownload(courseId);
  const { online } = useNetwork();

  if (download.status === 'unsupported') return null;
  if (download.status === 'saved') {
    return (
      <Group gap={6} wrap="nowrap" mih={36} aria-live="polite">
        <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" fw={600}>
          {copy.saved}
        </Text>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          – {copy.savedHint}
        </Text>
      </Group>
    );
  }

  // While checking what is stored, the button holds its place (no layout shift), inactive.
  const busy = download.status === 'downloading' || download.status === 'checking';
  const downloading = download.status === 'downloading';
  const note = busy
    ? null
    : download.status === 'failed'
      ? copy[download.reason === 'full' ? 'full' : 'failed']
      : !online
        ? copy.offline
        : download.saved > 0
          ? copy.partly(download.saved, download.total)
          : null;
  return (
    <Group gap="sm" aria-live="polite">
      <Button
        variant="light"
        leftSection={<IconCloudDownload size={18} aria-hidden />}
        disabled={busy || !online}
        onClick={busy ? undefined : download.start}
      >
        {downloading ? copy.downloading(download.saved, download.total) : copy.button}
      </Button>
      {note && (
        <Text size="sm" c={download.status === 'failed' ? 'red.8' : 'dimmed'}>
          {note}
        </Text>
      )}
    </Group>
  );
}
