import { IconMoon, IconSun } from '@tabler/icons-react';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

export function ColorSchemeToggle({ labels }: { labels: { dark: string; light: string } }) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const nextIsDark = scheme === 'light';
  const label = nextIsDark ? labels.dark : labels.light;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(nextIsDark ? 'dark' : 'light')}
    >
      {nextIsDark ? <IconMoon size={22} /> : <IconSun size={22} />}
    </ActionIcon>
  );
}
