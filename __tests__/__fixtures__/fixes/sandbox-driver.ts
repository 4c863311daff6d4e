/**
 * Starts a service in the strongest sandbox this process can build and prints, as one JSON line,
 * what the sandbox was and what the service answered at `/probe` — so a test can run the same
 * sandbox as another user (`sandbox-shapes.ts`) and read what the service could and could not do.
 *
 * Usage: node --experimental-transform-types --import hooks.js sandbox-driver.ts <request.json>
 */
import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { createSandbox } from '../../../src/investigate/fixes/sandbox.js';
import { startService } from '../../../src/investigate/fixes/service.js';

interface DriverRequest {
  repoRoot: string;
  copy: string;
  command: string;
  env?: Record<string, string>;
  passThrough?: string[];
  path?: string;
}

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as DriverRequest;
const choice = await createSandbox({ repoRoot: input.repoRoot, allowUnisolated: false });
if ('unavailable' in choice) {
  console.log(JSON.stringify({ unavailable: choice.unavailable }));
  process.exit(0);
}
const service = await startService({
  command: input.command,
  cwd: input.copy,
  env: input.env,
  passThrough: input.passThrough,
  readyUrl: '/health',
  readyTimeoutMs: 20_000,
  sandbox: choice.sandbox,
});
try {
  const response = await request(`${service.baseUrl}${input.path ?? '/probe'}`, {
    dispatcher: service.dispatcher,
  });
  console.log(
    JSON.stringify({
      sandbox: choice.sandbox.description,
      status: response.statusCode,
      body: await response.body.json(),
      logs: service.logs(),
    }),
  );
} finally {
  await service.stop();
}
