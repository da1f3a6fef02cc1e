// The centre module's public surface: other modules import only what this file exports.
export { createAgentCentreServices } from './agent-centre.wiring';
export { createAgentTreeService } from './agent-tree.service';
export { agentCentreFeature } from './centre.feature';
export { inviteCodes } from './invite-codes';
export { createAgentTeamService } from './team.service';
export { findTopAgent, findUplineAgent, promoteToAgent } from './agent-promotion';
export type { UplineAgent } from './agent-promotion';
