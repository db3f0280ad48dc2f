export { ContactPage, FaqPage, SupportPage } from './components/support-page';
export { supportSearch, type SupportSearch } from './schemas';
export { SupportCard } from './components/support-card';
export { SupportDeskPage } from './components/support-desk-page';
export { deskCopy } from './desk-copy';
export { DESK_PAGE_TITLE } from './page-title';
