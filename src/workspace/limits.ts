/**
 * The limits on what `.falcon/` may hold, each read once from the job's environment. No workspace
 * written by hand comes near them; they are there so a file generated or committed by mistake is
 * refused at load with one error naming the limit and the setting that raises it, never left to
 * exhaust memory or time. README.md lists them.
 */
import type { ProcessEnv } from './expand.js';

export interface WorkspaceLimits {
  /** Bytes of one workspace file (`FALCON_MAX_FILE_MB`, 16 MB). */
  fileBytes: number;
  /** Bytes of the spec and the files it references (`FALCON_MAX_FILE_MB` too, 64 MB by default). */
  specBytes: number;
  /** Steps in one flow: setup, steps and teardown together (`FALCON_MAX_STEPS`, 10,000). */
  steps: number;
  /** Flow files in `flows/` (`FALCON_MAX_FLOWS`, 1,000). */
  flows: number;
  /** Copies of anchored values YAML aliases may make in one file (`FALCON_MAX_ALIASES`, 100). */
  aliases: number;
}

/** The setting that raises each limit, as messages name it. */
export const LIMIT_SETTINGS = {
  fileBytes: 'FALCON_MAX_FILE_MB',
  specBytes: 'FALCON_MAX_FILE_MB',
  steps: 'FALCON_MAX_STEPS',
  flows: 'FALCON_MAX_FLOWS',
  aliases: 'FALCON_MAX_ALIASES',
} as const satisfies Record<keyof WorkspaceLimits, string>;

const MB = 1024 * 1024;

export function workspaceLimits(env: ProcessEnv): WorkspaceLimits {
  const fileMb = setting(env, LIMIT_SETTINGS.fileBytes);
  return {
    fileBytes: (fileMb ?? 16) * MB,
    specBytes: (fileMb ?? 64) * MB,
    steps: count(setting(env, LIMIT_SETTINGS.steps) ?? 10_000),
    flows: count(setting(env, LIMIT_SETTINGS.flows) ?? 1000),
    aliases: count(setting(env, LIMIT_SETTINGS.aliases) ?? 100),
  };
}

/** A positive number from the environment; anything else keeps the default. */
function setting(env: ProcessEnv, name: string): number | undefined {
  const given = Number(env[name]);
  return Number.isFinite(given) && given > 0 ? given : undefined;
}

function count(value: number): number {
  return Math.max(1, Math.floor(value));
}
