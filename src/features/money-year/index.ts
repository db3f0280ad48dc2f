export { ChildrenReportsCard, ChildrenReportsPage } from './components/children-reports-card';
export { LearnedDonePage } from './components/learned-done-page';
export { MenuTools } from './components/menu-tools';
export { MoneyYearItem } from './components/money-year-item';
export { MoneyYearLinks } from './components/money-year-links';
export { ChildrenMoneyYearPage, MoneyYearPage } from './components/money-year-page';
export { ScamDrillsPage } from './components/scam-drills-page';
export { calendarCopy, drillsCopy, moneyYearCopy, reportCopy } from './copy';
