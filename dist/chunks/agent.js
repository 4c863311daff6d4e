import { k as getDefaultExportFromCjs } from './files.js';
import { r as requireAgent } from './agent2.js';

var agentExports = requireAgent();
const Agent = /*@__PURE__*/getDefaultExportFromCjs(agentExports);

export { Agent as A };
