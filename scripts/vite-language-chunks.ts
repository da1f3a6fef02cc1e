// One chunk per language: a tag's catalog files (packages/i18n/src/namespaces/<ns>/<tag>.json) are
// fetched together when the language is chosen, never with the first route.
export const catalogFile = /[\\/]packages[\\/]i18n[\\/]src[\\/]namespaces[\\/][^\\/]+[\\/]([^\\/]+)\.json$/;

export const languageChunk = (id: string): string | null => {
  const tag = catalogFile.exec(id)?.[1];
  return tag ? `lang-${tag}` : null;
};
