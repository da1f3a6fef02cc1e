import type { Database } from '@gp/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import type { Lifecycle } from '../cluster/lifecycle';
import type { ServiceRuntime, Services } from '../services';

/** The instance around the features: what it shares with the others, its metrics, whether it drains. */
export type AppRuntime = ServiceRuntime & { lifecycle: Lifecycle };

/** What every feature is given: the services wired once per process, the configuration, the database, the runtime. */
type FeatureContext = { services: Services; config: Config; database: Database; runtime: AppRuntime };

/**
 * One feature's HTTP surface: a Fastify plugin that registers the feature's player and staff routes
 * in a scope of its own. Each domain lists its features; app.ts registers every domain's list.
 */
export type Feature = FastifyPluginAsync<FeatureContext>;
