export { ContactPage, FaqPage, SupportPage } from './components/support-page';
export { supportSearch, type SupportSearch } from './schemas';
export { SupportCard } from './components/support-card';
