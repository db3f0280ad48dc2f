import { createFileRoute } from '@tanstack/react-router';

import { SecureForm } from '@/components/secure-form';
import { RegistrationWizard } from '@/features/registration';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/bli-kund')({
  head: () => pageHead('register'),
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <PageIntro page="register">
      <SecureForm>
        <RegistrationWizard />
      </SecureForm>
    </PageIntro>
  );
}
