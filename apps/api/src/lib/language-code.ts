import { languages, type LanguageCode } from '@gp/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a player call answers in: the query's code when given, else the Accept-Language catalog. */
export const languageOf = (request: FastifyRequest, given?: LanguageCode): LanguageCode => given ?? languages.find((l) => l.tag === request.lang)?.code ?? 'EN';
