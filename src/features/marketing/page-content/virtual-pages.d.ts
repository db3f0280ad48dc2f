// The pages of content/pages, made by scripts/vite/pages-plugin.ts: one module each.

declare module 'virtual:page/faq' {
  import type { FaqTopic } from '@/content/content-pages';

  const page: { topics: readonly FaqTopic[] };
  export default page;
}

declare module 'virtual:page/terms' {
  import type { LegalDocument } from '@/features/marketing/content-types';

  const page: LegalDocument;
  export default page;
}

declare module 'virtual:page/privacy' {
  import type { LegalDocument } from '@/features/marketing/content-types';

  const page: LegalDocument;
  export default page;
}

declare module 'virtual:page/youth' {
  import type { YouthPageContent } from '@/content/page-schema';

  const page: YouthPageContent;
  export default page;
}

declare module 'virtual:page/parents' {
  import type { ParentsPageContent } from '@/content/page-schema';

  const page: ParentsPageContent;
  export default page;
}

declare module 'virtual:page/services' {
  import type { ServicesPageContent } from '@/content/page-schema';

  const page: ServicesPageContent;
  export default page;
}

declare module 'virtual:page/*' {
  import type { InfoPageContent } from '@/features/marketing/content-types';

  const page: InfoPageContent;
  export default page;
}
