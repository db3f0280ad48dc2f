export { HandoverCard } from './components/handover-card';
export { HandoverPage } from './components/handover-flow';
export { handoverCopy } from './copy';
export { HANDOVER_PAGE_TITLE } from './page-title';
