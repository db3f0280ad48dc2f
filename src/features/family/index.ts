export { FamilyPage } from './components/family-page';
export { FamilyHomeCard } from './components/family-home-card';
export { familyCopy } from './copy';
export { ChildTasksCard } from './components/child-tasks-card';
