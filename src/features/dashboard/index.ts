export { Dashboard } from './components/dashboard';
export { Celebrations, CelebrationOverlay } from './components/celebration';
export { dashboardCopy } from './copy';
