/**
 * The modules the bundle carries in place of sources (scripts/precompiled-schemas.js), generated
 * as the build generates them and loaded here from a temporary file, so a test can hold them
 * against the source modules they stand for.
 */
import { rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface Entry {
  module: string;
  checks: Array<{ exportName: string }>;
}
interface Script {
  PRECOMPILED: Entry[];
  precompiledModule(entry: Entry, runtime: (specifier: string) => string): string;
  swaggerParserSchemaCheck(): string;
  SWAGGER_PARSER_SCHEMA_VALIDATOR: string;
}

const script = async (): Promise<Script> =>
  (await import(pathToFileURL(path.join(ROOT, 'scripts/precompiled-schemas.js')).href)) as Script;

let written = 0;

/** The generated module standing for `module` (a path from the repository's root). */
export async function precompiledModule(module: string): Promise<Record<string, unknown>> {
  const { PRECOMPILED, precompiledModule: generate } = await script();
  const entry = PRECOMPILED.find((one) => one.module === module);
  if (!entry) throw new Error(`${module} is not precompiled`);
  // Written outside the tree, so the runtime helpers are imported by their resolved paths.
  const code = generate(entry, (specifier) => pathToFileURL(require.resolve(specifier)).href);
  const file = path.join(os.tmpdir(), `falcon-precompiled-${process.pid}-${written++}.mjs`);
  await writeFile(file, code);
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    await rm(file, { force: true });
  }
}

/** swagger-parser's schema validator as the bundle carries it, with the library's own beside it. */
export async function swaggerParserValidators(): Promise<{
  generated: (api: unknown) => void;
  library: (api: unknown) => void;
}> {
  const { swaggerParserSchemaCheck, SWAGGER_PARSER_SCHEMA_VALIDATOR } = await script();
  const module = { exports: {} as unknown };
  const requireBeside = createRequire(SWAGGER_PARSER_SCHEMA_VALIDATOR);
  new Function('module', 'exports', 'require', swaggerParserSchemaCheck())(module, module.exports, requireBeside);
  return {
    generated: module.exports as (api: unknown) => void,
    library: requireBeside(SWAGGER_PARSER_SCHEMA_VALIDATOR) as (api: unknown) => void,
  };
}
