import { useCallback, useMemo, useRef, useState } from 'react';

import { useDirtyForm } from '@/components/use-dirty-form';

import {
  fieldError,
  initialRegistrationValues,
  STEP_COUNT,
  stepErrors,
  stepFields,
  toSignUpInput,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from './rules/registration-form';
import { signUp } from './sign-up';

/** Steps are 0-based here: 0 Personuppgifter, 1 Kontotyp, 2 Säkerhet, 3 Bekräftelse. */
export const SECURITY_STEP = 2;
const LAST_STEP = STEP_COUNT - 1;

/**
 * Owns the wizard: the entered values (kept while moving between steps), field errors, the
 * step-3 banner, and the sign-up call with its loading and error state. A field shows its
 * error once its step has been checked, and from then on follows what the user types.
 */
export function useRegistrationWizard({ onRegistered }: { onRegistered: () => void }) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<RegistrationValues>(initialRegistrationValues);
  useDirtyForm(values !== initialRegistrationValues);
  const [checked, setChecked] = useState<ReadonlySet<RegistrationField>>(() => new Set());
  const [bannerRequested, setBannerRequested] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const working = useRef(false);

  const errors = useMemo(() => {
    const found: RegistrationErrors = {};
    for (const field of checked) {
      const message = fieldError(field, values);
      if (message) found[field] = message;
    }
    return found;
  }, [checked, values]);

  const showBanner =
    bannerRequested &&
    step === SECURITY_STEP &&
    (stepFields[SECURITY_STEP] ?? []).some((field) => errors[field]);

  const setField = useCallback(
    <F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
      setValues((previous) => ({ ...previous, [field]: value }));
    },
    [],
  );

  /** Checks one step and reveals its errors; returns its first invalid field, or null. */
  const checkStep = useCallback(
    (index: number): RegistrationField | null => {
      const fields = stepFields[index] ?? [];
      setChecked((current) => new Set([...current, ...fields]));
      const found = stepErrors(index, values);
      return fields.find((field) => found[field]) ?? null;
    },
    [values],
  );

  /** Moves forwards if the step validates; otherwise returns the first field to fix. */
  const next = useCallback((): RegistrationField | null => {
    if (step >= LAST_STEP) return null;
    const invalid = checkStep(step);
    if (step === SECURITY_STEP) setBannerRequested(invalid !== null);
    if (invalid === null) setStep(step + 1);
    return invalid;
  }, [checkStep, step]);

  const leaveTo = useCallback((target: number) => {
    if (working.current) return;
    setBannerRequested(false);
    setServerError(null);
    setStep(target);
  }, []);

  const back = useCallback(() => {
    if (step > 0) leaveTo(step - 1);
  }, [leaveTo, step]);

  const submit = useCallback(async () => {
    if (working.current) return;
    // Every step again, in case something changed since it was left.
    for (let index = 0; index < LAST_STEP; index += 1) {
      if (checkStep(index) !== null) {
        leaveTo(index);
        return;
      }
    }
    working.current = true;
    setSubmitting(true);
    setServerError(null);
    const result = await signUp(toSignUpInput(values));
    working.current = false;
    setSubmitting(false);
    if (result.ok) onRegistered();
    else setServerError(result.message);
  }, [checkStep, leaveTo, onRegistered, values]);

  return {
    step,
    stepCount: STEP_COUNT,
    values,
    errors,
    showBanner,
    submitting,
    serverError,
    setField,
    next,
    back,
    submit,
  };
}

export type RegistrationWizard = ReturnType<typeof useRegistrationWizard>;
