// One chunk per language: a tag's catalog files (packages/i18n/src/namespaces/<ns>/<tag>.json) are
// fetched together when the language is chosen, never with the first route. The agent centre's
// namespaces (`agent*`) get chunks of their own, so players never download the agent texts.
export const catalogFile = /[\\/]packages[\\/]i18n[\\/]src[\\/]namespaces[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

export const languageChunk = (id: string): string | null => {
  const match = catalogFile.exec(id);
  if (!match) return null;
  const [, namespace, tag] = match;
  return namespace?.startsWith('agent') ? `agent-lang-${tag}` : `lang-${tag}`;
};
