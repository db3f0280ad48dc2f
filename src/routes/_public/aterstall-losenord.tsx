import { createFileRoute } from '@tanstack/react-router';

import { ResetPasswordPanel } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

// Public: the reset mail's link lands here with the session in the URL fragment.
export const Route = createFileRoute('/_public/aterstall-losenord')({
  head: () => pageHead('resetPassword'),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return (
    <PageIntro page="resetPassword">
      <ResetPasswordPanel />
    </PageIntro>
  );
}
