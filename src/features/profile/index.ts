export { ProfilePage, type ProfileTab } from './components/profile-page';
export { profileCopy } from './copy';
