/** Where the side menu's invite shortcut leads, or null when it is not shown. */
export type InviteTarget = 'agentRegisterCentre' | 'referralPage' | null;

/**
 * The invite shortcut shows for a signed-in agent, or for a signed-in member when the referral
 * promotion is on; agents go to their register centre, members to the referral page. Visitors and
 * trial (free-play) accounts never see it.
 */
export const inviteTarget = (who: { loggedIn: boolean; isAgent: boolean; isTrial: boolean; referralOn: boolean }): InviteTarget => {
  if (!who.loggedIn || who.isTrial) return null;
  if (who.isAgent) return 'agentRegisterCentre';
  return who.referralOn ? 'referralPage' : null;
};
