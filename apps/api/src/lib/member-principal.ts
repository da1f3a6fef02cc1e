/** The signed-in member a request acts for, resolved from its bearer token. */
export type MemberPrincipal = {
  id: bigint;
  account: string;
  type: number;
  isTrial: boolean;
  isAgent: boolean;
  sessionId: bigint;
  /** The password was set by an agent or staff: only changing it, member info and logout are open. */
  passwordChangeRequired?: boolean;
};
