export { InstallCard } from './components/install-card';
export { isIosSafari, watchInstall } from './install-state';
