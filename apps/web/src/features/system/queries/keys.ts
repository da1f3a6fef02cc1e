/** Query keys of the site status and the visitor's permission (region, location). */
export const systemKeys = {
  all: ['system'] as const,
  status: ['system', 'status'] as const,
  permission: ['system', 'permission'] as const,
};
