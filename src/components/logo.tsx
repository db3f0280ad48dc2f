import { Group, Text } from '@mantine/core';

/** The Slantis coin mark and word mark; decorative, so links around it carry the label. */
export function Logo({
  withText = true,
  compactOnPhone = false,
}: {
  withText?: boolean;
  /** Show only the coin mark on the narrowest screens, where the header needs the room. */
  compactOnPhone?: boolean;
}) {
  return (
    <Group gap={8} wrap="nowrap" aria-hidden>
      <svg width="32" height="32" viewBox="0 0 64 64" focusable="false">
        <circle cx="32" cy="32" r="30" fill="#0b7a6b" />
        <circle cx="32" cy="32" r="23" fill="none" stroke="#9fdccd" strokeWidth="3" />
        <path
          d="M40.5 22.5c-2-2.6-5.2-4-8.8-4-5 0-8.7 2.8-8.7 6.9 0 9 17.8 5.2 17.8 13.6 0 4.2-3.9 7-9.1 7-4 0-7.4-1.6-9.4-4.4"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <circle cx="46" cy="17" r="5" fill="#ff8a1f" />
      </svg>
      {withText && (
        <Text
          component="span"
          fw={800}
          fz="xl"
          lts={-0.5}
          visibleFrom={compactOnPhone ? 'xs' : undefined}
        >
          Slantis
        </Text>
      )}
    </Group>
  );
}
