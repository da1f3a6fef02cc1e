import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { fallbackTag, isCatalogTag, type Catalog } from '@gp/i18n';

/** The agent centre's own namespaces: never in the player bundle, loaded when the centre mounts. */
const agentNamespaces = ['agent', 'agentContracts'] as const;
type AgentNamespace = (typeof agentNamespaces)[number];

// Lazy globs (like packages/i18n/src/browser/player-catalogs.ts): one small chunk per file, fetched
// only by the agent centre, so the player's first route and its language chunk do not carry them.
const sources: Record<AgentNamespace, Record<string, () => Promise<Catalog>>> = {
  agent: import.meta.glob<Catalog>('../../../../../../../packages/i18n/src/namespaces/agent/*.json', { import: 'default' }),
  agentContracts: import.meta.glob<Catalog>('../../../../../../../packages/i18n/src/namespaces/agentContracts/*.json', { import: 'default' }),
};

const load = (ns: AgentNamespace, tag: string): Promise<Catalog> => {
  const entry = Object.entries(sources[ns]).find(([file]) => file.endsWith(`/${ns}/${tag}.json`));
  return entry ? entry[1]() : Promise.resolve({});
};

const addTag = async (i18n: I18n, tag: string): Promise<void> => {
  if (!isCatalogTag(tag)) return;
  await Promise.all(
    agentNamespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(tag, ns)) return;
      i18n.addResourceBundle(tag, ns, await load(ns, tag), true, true);
    }),
  );
};

/**
 * Adds the agent namespaces of `tag` to the i18next instance, plus English: the other languages are
 * translated later, and until then i18next falls back to the English text key by key.
 */
export const ensureAgentCatalogs = async (i18n: I18n, tag: string = i18n.language): Promise<void> => {
  await Promise.all([addTag(i18n, fallbackTag), addTag(i18n, tag)]);
};

/**
 * Loads the agent namespaces on mount and on every language change. Returns the tag whose catalogs
 * are in (null until the first load): render the centre once it is set, and let it re-render when
 * it changes (react-i18next does not re-render on an added bundle by itself).
 */
export const useAgentCatalogs = (i18n: I18n): string | null => {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const run = (tag: string) => {
      ensureAgentCatalogs(i18n, tag)
        .catch(() => undefined)
        .then(() => {
          if (live) setLoaded(tag);
        });
    };
    run(i18n.language);
    i18n.on('languageChanged', run);
    return () => {
      live = false;
      i18n.off('languageChanged', run);
    };
  }, [i18n]);
  return loaded;
};
