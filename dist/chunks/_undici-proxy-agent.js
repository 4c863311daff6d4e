import { k as getDefaultExportFromCjs } from './files.js';
import { b as requireEnvHttpProxyAgent } from './env-http-proxy-agent.js';
import './cancellation.js';
import './exit-codes.js';
import './agent2.js';
import './node-async_hooks.js';
import './node-url.js';

var envHttpProxyAgentExports = requireEnvHttpProxyAgent();
const envHttpProxyAgent = /*@__PURE__*/getDefaultExportFromCjs(envHttpProxyAgentExports);

export { envHttpProxyAgent as EnvHttpProxyAgent };
