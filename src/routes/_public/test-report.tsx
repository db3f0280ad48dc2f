import { createFileRoute } from '@tanstack/react-router';

import { TestReport } from '@/features/auth';
import { pageHead, PageIntro } from '@/features/site';

export const Route = createFileRoute('/_public/test-report')({
  head: () => pageHead('testReport'),
  component: TestReportPage,
});

function TestReportPage() {
  return (
    <PageIntro page="testReport">
      <TestReport />
    </PageIntro>
  );
}
