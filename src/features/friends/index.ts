export { FriendsPage } from './components/friends-page';
export { FriendApprovalsCard } from './components/friend-approvals-card';
export { friendsCopy } from './copy';
