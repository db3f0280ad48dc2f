export { LandingPage, type LandingPageProps } from './components/landing/landing-page';
export { YouthPage } from './components/youth/youth-page';
export { ParentsPage } from './components/parents/parents-page';
export { ServicesPage } from './components/services/services-page';
export { ContentPage } from './components/content/content-page';
export { AUDIENCES, landingSearch, type LandingSearch } from './schemas';
export type { Audience } from './copy/landing';
