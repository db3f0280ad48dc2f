import { rpc } from './rpc';

/**
 * Gift links and the 18-year handover (issue 26; supabase/migrations/
 * 20261127001000_gift_links_handover.sql, docs/families.md). Refusals reject with a RemoteError
 * that keeps the server's code and Swedish message.
 */

/** What a relative sees through a live link; null when the link is wrong, expired or revoked. */
export type GiftLinkView = {
  first_name: string;
  goal_title: string;
  saved_ore: number;
  target_ore: number;
  percent: number;
  expires_at: string;
};
export type NewGiftLink = { id: string; token: string; expires_at: string };
export type GiftLinkState = 'active' | 'expired' | 'revoked';
export type GiftLink = {
  id: string;
  child_id: string;
  child_name: string;
  goal_title: string;
  label: string | null;
  created_at: string;
  expires_at: string;
  state: GiftLinkState;
};
export type PledgeStatus = 'pledged' | 'confirmed' | 'declined';
export type GiftPledge = {
  id: string;
  link_id: string;
  link_label: string | null;
  child_name: string;
  goal_title: string;
  amount_ore: number;
  giver_name: string;
  greeting: string | null;
  status: PledgeStatus;
  created_at: string;
  decided_at: string | null;
};
export type FamilyGifts = { links: GiftLink[]; pledges: GiftPledge[] };

export type SharingItem = 'spending' | 'goals' | 'learning';
export type Handover = {
  adult: boolean;
  has_guardians: boolean;
  guardians: string[];
  decided_at: string | null;
  shared: Record<SharingItem, boolean>;
  /** The caller's own 18th birthday (ISO date); null when the birth date is unknown. */
  turns_18?: string | null;
  /** For a guardian: each child, and when she turns 18 (not sent once she has). */
  children?: HandoverChild[];
};
export type HandoverChild = {
  child: string;
  first_name: string;
  adult: boolean;
  turns_18: string | null;
  /** An adult child has made her choices (the /du-ar-18 flow). */
  decided: boolean;
};

export const giftLinkView = (token: string) =>
  rpc<GiftLinkView | null>('gift_link_view', { token });

export const pledgeGift = (input: {
  token: string;
  amountOre: number;
  giverName: string;
  greeting: string | null;
}) =>
  rpc<{ ok: true }>('pledge_gift', {
    token: input.token,
    amount_ore: input.amountOre,
    giver_name: input.giverName,
    greeting: input.greeting,
  });

export async function createGiftLink(input: {
  child: string;
  goal: string;
  days: number;
  label: string | null;
}): Promise<NewGiftLink> {
  const rows = await rpc<NewGiftLink[]>('create_gift_link', input);
  const link = rows[0];
  if (!link) throw new Error('create_gift_link returned no row');
  return link;
}

export const revokeGiftLink = (link: string) => rpc<null>('revoke_gift_link', { link });

export const familyGifts = () => rpc<FamilyGifts>('family_gifts');

export const decideGiftPledge = (pledge: string, accept: boolean) =>
  rpc<PledgeStatus>('decide_gift_pledge', { pledge, accept });

export const adultHandover = () => rpc<Handover>('adult_handover');

export const decideAdultSharing = (shared: Record<SharingItem, boolean>) =>
  rpc<Handover>('decide_adult_sharing', shared);
