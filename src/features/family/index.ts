export { FamilyPage } from './components/family-page';
export { familyCopy } from './copy';
export { ChildTasksCard } from './components/child-tasks-card';
export { ChildAllowanceCard } from './components/allowance/child-allowance-card';
export { allowanceCopy } from './allowance-copy';
export { ParentHome } from './components/parent-home';
export { forgetParentHome } from './hooks/use-parent-home';
