import { z } from 'zod';

/**
 * The agent centre's registerCenter page: open an account for a downline and
 * manage invitation links. Username and password follow the merchant's registration rules (checked
 * by the API with the `register` settings, the same rules as the registration form).
 */

export const agentDownlineKind = z.enum(['player', 'agent']);
export type AgentDownlineKind = z.infer<typeof agentDownlineKind>;

/** `POST /wps/agent/downlines`: a replay of `idempotencyKey` answers the first result. */
export const agentOpenAccountRequest = z.strictObject({
  kind: agentDownlineKind,
  account: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  nickname: z.string().trim().max(50).optional(),
  /** Made once per form submission by the client (e.g. crypto.randomUUID()). */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type AgentOpenAccountRequest = z.infer<typeof agentOpenAccountRequest>;

export const agentOpenAccountResult = z.object({
  memberId: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  kind: agentDownlineKind,
  createdAt: z.string(),
  /** True when this answer is the replay of an earlier request with the same key. */
  replayed: z.boolean(),
});
export type AgentOpenAccountResult = z.infer<typeof agentOpenAccountResult>;

/** An invitation link: registrations through it land under the agent (as an agent for `agent` links). */
export const agentInviteLink = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: agentDownlineKind,
  label: z.string().nullable(),
  registrations: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** `/register?affiliateCode=<code>`: the web makes it absolute (and its QR code). */
  path: z.string(),
});
export type AgentInviteLink = z.infer<typeof agentInviteLink>;

/** `GET /wps/agent/invite-links`: newest first. */
export const agentInviteLinkQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AgentInviteLinkQuery = z.infer<typeof agentInviteLinkQuery>;

export const agentInviteLinkPage = z.object({
  content: z.array(agentInviteLink),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The agent's own affiliate code and its link path (a player link), when it has one. */
  agentCode: z.string().nullable(),
  agentCodePath: z.string().nullable(),
});
export type AgentInviteLinkPage = z.infer<typeof agentInviteLinkPage>;

/** `POST /wps/agent/invite-links`. */
export const agentInviteLinkCreate = z.strictObject({ kind: agentDownlineKind, label: z.string().trim().max(50).optional() });
export type AgentInviteLinkCreate = z.infer<typeof agentInviteLinkCreate>;

export const agentInviteLinkParams = z.strictObject({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** `POST /wps/agent/invite-links/:id`: enable/disable and/or relabel (null clears the label). */
export const agentInviteLinkUpdate = z
  .strictObject({ disabled: z.boolean().optional(), label: z.string().trim().max(50).nullable().optional() })
  .refine((v) => v.disabled !== undefined || v.label !== undefined, { message: 'disabled or label' });
export type AgentInviteLinkUpdate = z.infer<typeof agentInviteLinkUpdate>;

/** The path a registration link takes (relative; the web adds its origin). */
export const agentInvitePath = (code: string): string => `/register?affiliateCode=${encodeURIComponent(code)}`;
