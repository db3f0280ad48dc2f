import { IconMoon, IconSun } from '@tabler/icons-react';
import {
  ActionIcon,
  Button,
  useComputedColorScheme,
  useMantineColorScheme,
  type ButtonProps,
} from '@mantine/core';

type ColorSchemeToggleProps = {
  labels: { dark: string; light: string };
  /**
   * A button with its words beside the icon (the member menu on phones, where the top bar has no
   * room for the toggle) rather than the round icon button of the headers.
   */
  withLabel?: boolean;
} & Pick<ButtonProps, 'size' | 'variant'>;

export function ColorSchemeToggle({
  labels,
  withLabel = false,
  size = 'md',
  variant,
}: ColorSchemeToggleProps) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const nextIsDark = scheme === 'light';
  const label = nextIsDark ? labels.dark : labels.light;
  const toggle = () => setColorScheme(nextIsDark ? 'dark' : 'light');
  const icon = nextIsDark ? <IconMoon size={22} aria-hidden /> : <IconSun size={22} aria-hidden />;
  if (withLabel) {
    return (
      <Button
        variant={variant ?? 'default'}
        size={size}
        mih={44}
        leftSection={icon}
        onClick={toggle}
      >
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {icon}
    </ActionIcon>
  );
}
