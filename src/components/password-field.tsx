import { IconCircleCheck, IconCircleDashed, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { List, PasswordInput, rem, Stack, Text, type PasswordInputProps } from '@mantine/core';

import { passwordRequirements } from '@/lib/validation';

export const passwordFieldCopy = {
  show: 'Visa lösenord',
  hide: 'Dölj lösenord',
  requirementsTitle: 'Lösenordet behöver',
  met: 'uppfyllt',
  unmet: 'inte uppfyllt',
} as const;

/** The registration password rules as a live checklist; icon and text carry the state. */
export function PasswordRequirements({ value }: { value: string }) {
  const requirements = passwordRequirements(value);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {passwordFieldCopy.requirementsTitle}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" center>
        {requirements.map((requirement) => (
          <List.Item
            key={requirement.id}
            data-requirement={requirement.id}
            data-met={requirement.met}
            c={requirement.met ? 'var(--mantine-color-slantis-text)' : 'dimmed'}
            icon={
              requirement.met ? (
                <IconCircleCheck size={18} aria-hidden />
              ) : (
                <IconCircleDashed size={18} aria-hidden />
              )
            }
          >
            {requirement.label}
            <Text component="span" size="xs" c="dimmed">
              {' '}
              – {requirement.met ? passwordFieldCopy.met : passwordFieldCopy.unmet}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function ToggleIcon({ reveal }: { reveal: boolean }) {
  return reveal ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />;
}

export type PasswordFieldProps = Omit<
  PasswordInputProps,
  'visible' | 'defaultVisible' | 'onVisibilityChange' | 'visibilityToggleIcon' | 'vars'
> & {
  /** Show the live requirements list under the field. */
  withRequirements?: boolean;
};

/**
 * A password input with a keyboard-reachable show/hide toggle labelled in Swedish and an
 * optional live requirements list. Presentational: the value and errors come from the caller.
 */
export function PasswordField({
  withRequirements = false,
  value,
  visibilityToggleButtonProps,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const text = typeof value === 'string' ? value : '';
  return (
    <Stack gap="xs">
      <PasswordInput
        size="md"
        {...props}
        value={value}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        // A 40 px toggle inside the 44 px field: a comfortable thumb target.
        vars={() => ({ root: { '--psi-button-size': rem(40), '--psi-icon-size': rem(22) } })}
        visibilityToggleIcon={ToggleIcon}
        visibilityToggleButtonProps={{
          ...visibilityToggleButtonProps,
          'aria-label': visible ? passwordFieldCopy.hide : passwordFieldCopy.show,
          // The label itself says what a press does, so aria-pressed would only repeat it.
          'aria-pressed': undefined,
          title: visible ? passwordFieldCopy.hide : passwordFieldCopy.show,
        }}
      />
      {withRequirements && <PasswordRequirements value={text} />}
    </Stack>
  );
}
