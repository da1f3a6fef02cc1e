/** Query keys of the captcha: each box instance and each reload or refresh gets a fresh challenge. */
export const botCheckKeys = {
  captcha: (instance: string, reloadKey: number, refreshes: number) => ['captcha', instance, reloadKey, refreshes] as const,
};
