import { PublicLayout } from '@/app/layouts/public-layout';
import { NotFoundPage, pageTitle } from '@/features/site';

/** 'Sidan finns inte', in the visitors' frame. Loaded when needed: the start path has no use for it. */
export default function NotFound() {
  return (
    <PublicLayout>
      <title>{pageTitle('notFound')}</title>
      <NotFoundPage />
    </PublicLayout>
  );
}
