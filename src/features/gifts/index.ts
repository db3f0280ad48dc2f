export { GiftPage } from './components/gift-page';
export { GiftLinksCard } from './components/gift-links-card';
export { giftCopy } from './copy';
export { GIFT_PAGE_TITLE } from './page-title';
