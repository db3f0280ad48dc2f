export { Dashboard } from './components/dashboard';
export { BADGES, type BadgeDefinition, type BadgeRarity } from './badges';
export { dashboardCopy } from './copy';
