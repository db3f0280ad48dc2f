import type { ContentPageId } from '@/content/content-pages';

import type { InfoPageContent, LegalDocument } from '../../content-types';
import { InfoArticle } from '../info/info-article';
import { LegalPage } from '../legal/legal-page';
import { PricingCards } from '../shared/pricing-cards';

type Props = { page: ContentPageId; content: InfoPageContent | LegalDocument };

/** What a page's `:::slot name` draws. */
const slots = { pricing: <PricingCards headingOrder={3} /> };

/**
 * A page of content/pages (README § Writing pages): a legal document (dated, with a table of
 * contents) or an info page (sections beside the membership promo).
 */
export function ContentPage({ page, content }: Props) {
  return 'effectiveFrom' in content ? (
    <LegalPage page={page} content={content} />
  ) : (
    <InfoArticle page={page} content={content} slots={slots} />
  );
}
