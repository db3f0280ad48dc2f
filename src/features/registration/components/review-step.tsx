import { IconExternalLink, IconShieldCheck } from '@tabler/icons-react';
import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';

import { registrationCopy } from '../copy';
import { sanitizedValues } from '../rules/registration-form';
import type { RegistrationWizard } from '../use-registration-wizard';

type Props = Pick<RegistrationWizard, 'values'>;

/** Step 4 Bekräftelse: what will be sent, plus the terms and GDPR notice. */
export function ReviewStep({ values }: Props) {
  const { review, roles } = registrationCopy;
  const clean = sanitizedValues(values);
  const rows = [
    [review.name, `${clean.fornamn} ${clean.efternamn}`],
    [review.email, clean.email],
    [review.accountType, roles[clean.roll].label],
    [review.mobile, clean.mobilnummer],
    [review.address, clean.adress],
  ] as const;
  return (
    <Stack gap="md">
      <Text>{review.intro}</Text>
      <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="35%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert
        variant="light"
        color="slantis"
        title={review.termsTitle}
        icon={<IconShieldCheck aria-hidden />}
        role="note"
      >
        <Stack gap="xs">
          <Text size="sm">{review.terms}</Text>
          <Text size="sm">
            {review.read} <LegalLink href="/anvandarvillkor" label={review.termsLink} />{' '}
            {review.and} <LegalLink href="/integritetspolicy" label={review.privacyLink} />.
          </Text>
        </Stack>
      </Alert>
    </Stack>
  );
}

/** A legal page in a new tab: the wizard keeps every value typed so far. */
function LegalLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener"
      inherit
      fw={700}
      underline="always"
      // The alert's own text colour for links: the link shade is too light on its tinted background.
      c="var(--mantine-color-slantis-light-color)"
      aria-label={`${label} ${registrationCopy.review.opensNewTab}`}
    >
      {label}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: '-2px' }} />
    </Anchor>
  );
}
