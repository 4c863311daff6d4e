/** Where the agent's own files live in `.falcon/`, and which paths it may name there. */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Workspace } from '../../../workspace/types.js';
import { PathRefusedError, resolveInside } from '../../../repo/safe-path.js';

export interface FalconPath {
  /** Absolute, symlinks resolved. */
  absolute: string;
  /** Relative to the workspace, with `/`: `reports/smoke_report_users_20250101T120000Z.md`. */
  relative: string;
  /** Relative to the repository, as people and annotations see it: `.falcon/reports/…`. */
  display: string;
}

/**
 * A path the model gave, resolved inside the workspace. Paths are relative to `.falcon/`; one that
 * starts with the workspace's own folder (`.falcon/flows/x.yaml`) is accepted too, since models
 * copy paths from reports. Throws PathRefusedError for anything outside the workspace, through a
 * symlink out of it, or a secret file.
 */
export async function resolveFalconPath(workspace: Workspace, given: string): Promise<FalconPath> {
  const slashed = given.trim().replace(/\\/g, '/');
  let relative = path.posix.normalize(slashed === '' ? '.' : slashed).replace(/\/+$/, '') || '.';
  for (const prefix of workspacePrefixes(workspace)) {
    if (relative === prefix || relative.startsWith(`${prefix}/`)) {
      relative = relative.slice(prefix.length + 1) || '.';
      break;
    }
  }
  const shownRoot = displayOf(workspace, '.');
  if (path.posix.isAbsolute(relative) || relative === '..' || relative.startsWith('../')) {
    throw new PathRefusedError(
      `${given} is outside ${shownRoot}/; give a path inside the workspace, e.g. flows/smoke_health.yaml or falcon.md`,
    );
  }
  const absolute = await resolveInside(workspace.root, relative, { within: `${shownRoot}/` });
  // Relative to the real root, so a workspace reached through a symlinked folder still names files right.
  const inside =
    path
      .relative(await realpath(workspace.root), absolute)
      .split(path.sep)
      .join('/') || '.';
  return { absolute, relative: inside, display: displayOf(workspace, inside) };
}

/** `.falcon` and the workspace's repository-relative path, longest first. */
function workspacePrefixes(workspace: Workspace): string[] {
  const prefixes = new Set([displayOf(workspace, '.'), path.basename(workspace.root)]);
  return [...prefixes]
    .filter((prefix) => prefix !== '.' && prefix !== '')
    .sort((a, b) => b.length - a.length);
}

/** A workspace-relative path as the repository sees it. */
export function displayOf(workspace: Workspace, relative: string): string {
  const absolute = path.join(workspace.root, relative);
  return path.relative(workspace.repoRoot, absolute).split(path.sep).join('/') || '.';
}

export type FalconFileKind = 'report' | 'knowledge' | 'memory' | 'flow' | 'session';

export const KNOWLEDGE_FILE = 'falcon.md';
export const MEMORY_FILE = 'memory.json';
export const REPORTS_FOLDER = 'reports';
export const FLOWS_FOLDER = 'flows';
export const SESSIONS_FOLDER = 'sessions';
