import { speaking, type ErrorWords } from '@/data/remote/error-words';
import * as remoteFamily from '@/data/remote/family';
import * as remote from '@/data/remote/gifts';

import { giftCopy } from '../copy';

export type {
  FamilyGifts,
  GiftLink,
  GiftLinkView,
  GiftPledge,
  NewGiftLink,
  PledgeStatus,
} from '@/data/remote/gifts';

/** The server writes its refusals (these codes) in Swedish; those are shown as they are. */
const words = (offline: string, generic: string): ErrorWords => ({
  spoken: ['23514', '42501', 'P0001', 'P0002', 'PT429'],
  offline,
  network: offline,
  generic,
});
const relative = words(giftCopy.relative.offline, giftCopy.relative.failed);
const guardian = words(giftCopy.guardian.offline, giftCopy.guardian.failed);

export const giftLinkView = speaking(remote.giftLinkView, relative);
export const pledgeGift = speaking(remote.pledgeGift, relative);
export const createGiftLink = speaking(remote.createGiftLink, guardian);
export const revokeGiftLink = speaking(remote.revokeGiftLink, guardian);
export const familyGifts = speaking(remote.familyGifts, guardian);
export const decideGiftPledge = speaking(remote.decideGiftPledge, guardian);

/** The caller's children and the goals of each the caller may see (for a new link). */
export const myChildren = speaking(async () => {
  const family = await remoteFamily.myFamily();
  return family.me?.role === 'guardian'
    ? family.members.filter((member) => member.role === 'child')
    : [];
}, guardian);
export const goalsOf = speaking(async (child: string) => {
  const insights = await remoteFamily.parentInsights(child);
  return (insights.goals ?? []).map((goal) => ({ id: goal.id, title: goal.title }));
}, guardian);
