import type { Database } from '@gp/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import type { Services } from '../services';

/** What every feature is given: the services wired once per process, the configuration, the database. */
type FeatureContext = { services: Services; config: Config; database: Database };

/**
 * One feature's HTTP surface: a Fastify plugin that registers the feature's player and staff routes
 * in a scope of its own. Each domain lists its features; app.ts registers every domain's list.
 */
export type Feature = FastifyPluginAsync<FeatureContext>;
