/**
 * Where in the API's code a failure happened: the frames of its error response, named by their
 * repository path when the file is in the checkout, the culprit first, marked against the pull
 * request. With the checkout at hand, a frame whose file is not in it is not the API's code
 * either (a package vendored beside the code, a framework's file), whatever its path looks like.
 */
import { mapToChanges, markChanges } from './diff.js';
import type { PathIndex } from './paths.js';
import { MAX_LOCATIONS, readFrames } from './stack-traces.js';
import { isSharedDependency } from './traces/frame.js';
import type { ChangedFile, CodeLocation } from './types.js';

export interface LocateOptions {
  /** The response headers (Symfony names the throwing file in one). */
  headers?: Readonly<Record<string, string>>;
  /** The checkout's files; without them, paths stay as the trace wrote them. */
  repository?: PathIndex;
  /** The PR's files; without them, locations carry no `changed` / `inDiff` marks. */
  changedFiles?: readonly ChangedFile[];
}

export function locate(body: string, options: LocateOptions = {}): CodeLocation[] {
  const frames = readFrames(body, options.headers);
  const { repository } = options;
  const located = frames.map((frame) => {
    const paths = repository?.match(frame.location.file) ?? [];
    if (paths.length === 0) return { frame, location: frame.location, mapped: false };
    const location: CodeLocation = { ...frame.location, file: paths[0] ?? frame.location.file, mapped: true };
    if (paths.length > 1) location.candidates = paths;
    return { frame, location, mapped: true };
  });
  const anyMapped = located.some((item) => item.mapped && !item.frame.dependency);
  let own = located.filter((item) => !item.frame.dependency && (item.mapped || !anyMapped));
  // When no frame taken for the API's is in the checkout but some taken for a package's are, outside
  // any package folder of it (`site-packages/<pkg>/…` for a repository that is that package), those are the API's.
  if (!anyMapped) {
    const installed = located.filter((item) => item.mapped && !isSharedDependency(item.location.file));
    if (installed.length > 0) own = installed;
  }
  const shown = (own.length > 0 ? own : located).slice(0, MAX_LOCATIONS).map((item) => item.location);
  if (options.changedFiles === undefined) return shown;
  return repository ? markChanges(shown, options.changedFiles) : mapToChanges(shown, options.changedFiles);
}
