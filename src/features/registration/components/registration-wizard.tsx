import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconShieldLock,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent } from 'react';
import { Alert, Box, Button, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';

import { registrationCopy } from '../copy';
import { SECURITY_STEP, useRegistrationWizard } from '../use-registration-wizard';
import { AccountTypeStep } from './account-type-step';
import { fieldId } from './field-props';
import { PersonalStep } from './personal-step';
import classes from './registration-wizard.module.css';
import { ReviewStep } from './review-step';
import { SecurityStep } from './security-step';

const buttonFlex = { base: '1 1 auto', xs: '0 0 auto' };

/** The /bli-kund registration wizard (spec §2, §4): four steps, then sign-up and /login. */
export function RegistrationWizard() {
  const navigate = useNavigate();
  const wizard = useRegistrationWizard({
    onRegistered: () => {
      void navigate({ to: '/login', search: { message: 'registration-successful' } });
    },
  });
  const { step, stepCount, submitting, serverError, showBanner } = wizard;
  const copy = registrationCopy;
  const lastStep = step === stepCount - 1;
  const current = copy.steps[step] ?? copy.steps[0];

  // Moving between steps puts focus on the new step's heading, so it is announced.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lastStep) {
      void wizard.submit();
      return;
    }
    const invalid = wizard.next();
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={copy.wizardLabel}>
      <HydrationGate>
        <Stack gap="lg">
          <Box aria-hidden>
            <Stepper
              active={step}
              size="sm"
              iconSize={32}
              labelPosition="bottom"
              wrap={false}
              contentPadding={0}
              classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
            >
              {copy.steps.map((item) => (
                <Stepper.Step key={item.label} label={item.label} />
              ))}
            </Stepper>
          </Box>

          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            <Text component="span" display="block" size="sm" c="dimmed" fw={600}>
              {copy.stepOf(step + 1, stepCount)}
            </Text>
            {current.label}
          </Title>

          {showBanner && step === SECURITY_STEP && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {copy.stepBanner}
            </Alert>
          )}

          {step === 0 && <PersonalStep {...wizard} />}
          {step === 1 && <AccountTypeStep {...wizard} />}
          {step === 2 && <SecurityStep {...wizard} />}
          {step === 3 && <ReviewStep {...wizard} />}

          {lastStep && serverError && (
            <Alert
              color="red"
              variant="light"
              title={copy.serverErrorTitle}
              icon={<IconAlertCircle aria-hidden />}
            >
              {serverError}
            </Alert>
          )}

          {/* On a narrow phone the buttons stack, the main action on top. */}
          <Group justify="space-between" gap="sm" wrap="wrap-reverse">
            <Button
              type="button"
              variant="default"
              size="md"
              mih={44}
              flex={buttonFlex}
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              disabled={step === 0 || submitting}
              onClick={wizard.back}
            >
              {copy.back}
            </Button>
            {lastStep ? (
              <Button
                type="submit"
                size="md"
                mih={44}
                flex={buttonFlex}
                disabled={submitting}
                aria-busy={submitting || undefined}
                leftSection={
                  submitting ? (
                    <Loader size="xs" color="currentColor" aria-hidden />
                  ) : (
                    <IconShieldLock size={18} aria-hidden />
                  )
                }
              >
                {submitting ? copy.submitting : copy.submit}
              </Button>
            ) : (
              <Button
                type="submit"
                size="md"
                mih={44}
                flex={buttonFlex}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {copy.next}
              </Button>
            )}
          </Group>
        </Stack>
      </HydrationGate>
    </Box>
  );
}
