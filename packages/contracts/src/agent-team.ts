import { z } from 'zod';

/** The agent centre's downline management (the downlineManagmentView page). */
export const agentTeamScope = z.enum(['direct', 'all']);
export type AgentTeamScope = z.infer<typeof agentTeamScope>;

export const agentTeamQuery = z.object({
  /** `direct`: members whose upline is the agent; `all`: the whole team at any depth. */
  scope: agentTeamScope.default('direct'),
  /** Part of an account or nickname, any case. */
  keyword: z.string().trim().max(50).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentTeamQuery = z.infer<typeof agentTeamQuery>;

export const agentTeamMember = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled', 'frozen']),
  /** 1 for a direct downline, 2 for its downlines, and so on. */
  depth: z.number().int(),
  uplineAccount: z.string().nullable(),
  /** Main wallet, minor units (0 when the member has none yet). */
  balance: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AgentTeamMember = z.infer<typeof agentTeamMember>;

export const agentTeamPage = z.object({
  content: z.array(agentTeamMember),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AgentTeamPage = z.infer<typeof agentTeamPage>;
