import { SimpleGrid, Stack, TextInput } from '@mantine/core';

import { registrationCopy } from '../copy';
import type { RegistrationWizard } from '../use-registration-wizard';
import { fieldProps } from './field-props';

type Props = Pick<RegistrationWizard, 'values' | 'errors' | 'setField'>;

/** Step 1 Personuppgifter: name, personnummer, mobile and address. */
export function PersonalStep({ values, errors, setField }: Props) {
  const { fields } = registrationCopy;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          {...fieldProps('fornamn', errors)}
          label={fields.fornamn.label}
          autoComplete="given-name"
          autoCapitalize="words"
          value={values.fornamn}
          onChange={(event) => setField('fornamn', event.currentTarget.value)}
        />
        <TextInput
          {...fieldProps('efternamn', errors)}
          label={fields.efternamn.label}
          autoComplete="family-name"
          autoCapitalize="words"
          value={values.efternamn}
          onChange={(event) => setField('efternamn', event.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        {...fieldProps('personnummer', errors)}
        label={fields.personnummer.label}
        description={fields.personnummer.description}
        placeholder={fields.personnummer.placeholder}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={values.personnummer}
        onChange={(event) => setField('personnummer', event.currentTarget.value)}
      />
      <TextInput
        {...fieldProps('mobilnummer', errors)}
        type="tel"
        label={fields.mobilnummer.label}
        placeholder={fields.mobilnummer.placeholder}
        inputMode="tel"
        autoComplete="tel"
        value={values.mobilnummer}
        onChange={(event) => setField('mobilnummer', event.currentTarget.value)}
      />
      <TextInput
        {...fieldProps('adress', errors)}
        label={fields.adress.label}
        placeholder={fields.adress.placeholder}
        autoComplete="street-address"
        value={values.adress}
        onChange={(event) => setField('adress', event.currentTarget.value)}
      />
    </Stack>
  );
}
