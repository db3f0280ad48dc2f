import { IconConfetti } from '@tabler/icons-react';
import { Alert, Stack } from '@mantine/core';

import { useNotices } from '../hooks/use-prizes';
import { prizeCopy as copy } from '../prize-copy';

/** The caller's unread notifications (a won prize, a prize approved): read, then dismissed. */
export function PrizeNotices() {
  const { notices, markRead } = useNotices();
  if (notices.length === 0) return null;
  return (
    <Stack component="section" aria-label={copy.notices.label} gap="sm">
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          color="slantis"
          variant="light"
          radius="lg"
          icon={<IconConfetti aria-hidden />}
          title={notice.title}
          withCloseButton
          closeButtonLabel={copy.notices.markRead}
          onClose={() => markRead(notice.id)}
        >
          {notice.body}
        </Alert>
      ))}
    </Stack>
  );
}
