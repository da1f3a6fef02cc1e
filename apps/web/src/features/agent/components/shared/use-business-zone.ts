import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../account/components/session/use-session-token';
import { agentProfileQuery } from '../../api/agent-api';
import type { BusinessZone } from './agent-period';

/** The platform's business time zone from the agent profile; null until the profile has answered. */
export const useBusinessZone = (): BusinessZone | null => {
  const token = useSessionToken();
  const profile = useQuery(agentProfileQuery(token)).data;
  return profile ? { timeZone: profile.businessTimeZone, offsetMinutes: profile.offsetMinutes } : null;
};
