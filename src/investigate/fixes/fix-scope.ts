/**
 * What a fix may change: the application's source. What CI, the build or the supply chain runs is
 * out of reach unless the configuration lets it in (`fixes.allow_paths`): a change there runs with
 * the repository's secrets, on every machine that builds it, or decides who reviews, and a model
 * that was talked into it by what it read must not be able to put it one click from a merge.
 *
 * Out of reach: everything under `.github/`, a local action's `action.yml` wherever it is, every
 * file or folder a workflow runs (`run: bash scripts/deploy.sh`, `uses: ./tools/release`), package
 * manifests and lockfiles, build and CI files of the common tools, git's own configuration files and
 * CODEOWNERS. Names are compared as they read (Unicode compatibility forms folded, invisible
 * characters dropped, case ignored), and a name that mixes Latin with look-alike scripts
 * (`.gіthub` with a Cyrillic і) is refused as what it imitates.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { parse } from 'yaml';

/** Files by name (lower case), wherever they are, and why they are out of reach. */
const FILES_BY_NAME: ReadonlyArray<{ names: readonly string[]; what: string }> = [
  { names: ['action.yml', 'action.yaml'], what: 'a GitHub Action (workflows run it with their secrets)' },
  {
    names: [
      'package.json',
      'package-lock.json',
      'npm-shrinkwrap.json',
      'yarn.lock',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      '.pnpmfile.cjs',
      'bun.lock',
      'bun.lockb',
      '.yarnrc',
      '.yarnrc.yml',
      'gemfile',
      'gemfile.lock',
      'requirements.txt',
      'pipfile',
      'pipfile.lock',
      'poetry.lock',
      'pyproject.toml',
      'setup.py',
      'setup.cfg',
      'uv.lock',
      'go.mod',
      'go.sum',
      'cargo.toml',
      'cargo.lock',
      'build.rs',
      'composer.json',
      'composer.lock',
      'pom.xml',
      'build.gradle',
      'build.gradle.kts',
      'settings.gradle',
      'settings.gradle.kts',
      'gradle.properties',
      'gradlew',
      'mvnw',
      'nuget.config',
      'directory.build.props',
      'directory.packages.props',
      'packages.lock.json',
      'mix.exs',
      'mix.lock',
      'build.sbt',
    ],
    what: 'a package manifest or lockfile (its scripts run in CI and its dependencies are the supply chain)',
  },
  {
    names: [
      'makefile',
      'gnumakefile',
      'dockerfile',
      'containerfile',
      '.dockerignore',
      'docker-compose.yml',
      'docker-compose.yaml',
      'compose.yml',
      'compose.yaml',
      'jenkinsfile',
      '.gitlab-ci.yml',
      '.travis.yml',
      'azure-pipelines.yml',
      'bitbucket-pipelines.yml',
      'taskfile.yml',
      'justfile',
      'rakefile',
      'cmakelists.txt',
      'meson.build',
      'build.bazel',
      'workspace',
      'workspace.bazel',
      '.bazelrc',
      'earthfile',
      '.pre-commit-config.yaml',
      'lefthook.yml',
      'tox.ini',
      'noxfile.py',
    ],
    what: 'a build or CI file (it runs on every machine that builds the repository)',
  },
  {
    names: ['.gitmodules', '.gitattributes'],
    what: "git's configuration of the repository (submodules and filters run code on checkout)",
  },
  { names: ['codeowners'], what: 'CODEOWNERS (it decides who must review a change)' },
];

/** Name patterns beside the exact names above. */
const FILE_PATTERNS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  {
    pattern: /\.mk$|(^|\.)dockerfile$|\.dockerfile$/,
    what: 'a build file (it runs on every machine that builds the repository)',
  },
  {
    pattern: /^requirements[-_.].*\.txt$|\.gemspec$|\.csproj$|\.fsproj$|\.vbproj$/,
    what: 'a package manifest (its dependencies are the supply chain)',
  },
];

/** Folders all of whose files are out of reach. */
const FOLDERS: ReadonlyArray<{ name: string; what: string }> = [
  { name: '.github', what: "GitHub's configuration (workflows, actions and what they run)" },
  { name: '.circleci', what: 'a CI configuration' },
  { name: '.buildkite', what: 'a CI configuration' },
  { name: '.gitlab', what: 'a CI configuration' },
  { name: '.husky', what: 'git hooks (they run on every commit)' },
  { name: '.devcontainer', what: 'a development container definition' },
  { name: '.mvn', what: 'the Maven wrapper' },
];

const LOOK_ALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;
const LATIN = /\p{Script=Latin}/u;
/** Characters that show as nothing: joiners, marks of direction, soft hyphens, variation selectors. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A name as it reads: compatibility forms folded, invisible characters and accents dropped, lower case. */
export function readingOf(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface FixScope {
  /** Repository-relative globs (`fixes.allow_paths`) let back in. */
  allowPaths?: readonly string[];
  /** Files and folders the workflows run (`workflowRuns`). */
  runByWorkflows?: ReadonlySet<string>;
}

/**
 * Why a fix may not change `relative` (repository-relative, `/`-separated), or undefined. Checks
 * names only; the caller also checks where a link leads.
 */
export function outOfScopeReason(relative: string, scope: FixScope = {}): string | undefined {
  const reason = reachReason(relative, scope.runByWorkflows);
  if (reason === undefined) return undefined;
  if ((scope.allowPaths ?? []).some((glob) => picomatch.isMatch(relative, glob, { dot: true }))) {
    return undefined;
  }
  return `${relative} is ${reason}; a fix changes application source only, unless fixes.allow_paths lets it in`;
}

function reachReason(relative: string, runByWorkflows: ReadonlySet<string> | undefined): string | undefined {
  const segments = relative.split('/');
  for (const segment of segments) {
    if (LATIN.test(segment) && LOOK_ALIKE_SCRIPTS.test(segment)) {
      return `a name written with letters of two scripts (${codePoints(segment)}), which can pass for another name`;
    }
  }
  const read = segments.map(readingOf);
  const folder = FOLDERS.find(({ name }) => read.slice(0, -1).includes(name) || read.at(-1) === name);
  if (folder) return `inside ${folder.name}/, ${folder.what}`;
  const name = read.at(-1) ?? '';
  const byName = FILES_BY_NAME.find(({ names }) => names.includes(name));
  if (byName) return byName.what;
  const byPattern = FILE_PATTERNS.find(({ pattern }) => pattern.test(name));
  if (byPattern) return byPattern.what;
  for (const run of runByWorkflows ?? []) {
    if (relative === run || relative.startsWith(`${run}/`)) return `run by a workflow (${run})`;
  }
  return undefined;
}

/** The characters outside ASCII, as `U+0456`, for a message that shows what the eye does not. */
function codePoints(text: string): string {
  return [...text]
    .filter((character) => character.codePointAt(0)! > 0x7f)
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}

/**
 * The repository's files and folders its workflows run: local actions (`uses: ./path`) and the
 * repository paths a `run:` script names (`bash scripts/deploy.sh`, `./tools/release.js`). A
 * workflow that cannot be read adds nothing (it is out of reach itself, under `.github/`).
 */
export async function workflowRuns(repoRoot: string): Promise<Set<string>> {
  const found = new Set<string>();
  const folder = path.join(repoRoot, '.github', 'workflows');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((candidate) => /\.ya?ml$/i.test(candidate))) {
    let workflow: unknown;
    try {
      workflow = parse(await readFile(path.join(folder, name), 'utf8'), { maxAliasCount: 100 });
    } catch {
      continue;
    }
    for (const step of stepsOf(workflow)) {
      if (typeof step.uses === 'string' && step.uses.startsWith('./')) {
        found.add(path.posix.normalize(step.uses).replace(/\/+$/, ''));
      }
      if (typeof step.run === 'string') {
        const base = typeof step['working-directory'] === 'string' ? step['working-directory'] : '.';
        for (const token of step.run.split(/[\s;&|()'"`<>=]+/)) {
          const candidate = repositoryPath(base, token);
          if (candidate !== undefined && (await exists(path.join(repoRoot, candidate)))) found.add(candidate);
        }
      }
    }
  }
  return found;
}

/** The steps of every job of a parsed workflow. */
function stepsOf(workflow: unknown): Array<Record<string, unknown>> {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (typeof jobs !== 'object' || jobs === null) return [];
  return Object.values(jobs).flatMap((job) => {
    const steps = (job as { steps?: unknown } | null)?.steps;
    return Array.isArray(steps) ? steps.filter((step) => typeof step === 'object' && step !== null) : [];
  });
}

/** A token of a script as a repository path, when it reads like one (`scripts/x.sh`, `./deploy`). */
function repositoryPath(base: string, token: string): string | undefined {
  if (!/^\.?\.?\/?[\w.-]+(\/[\w.-]+)*$/.test(token)) return undefined;
  if (!token.includes('/') && !/\.(sh|bash|py|js|mjs|cjs|ts|rb|pl|ps1)$/.test(token)) return undefined;
  if (token.startsWith('/')) return undefined;
  const normalized = path.posix.normalize(path.posix.join(base, token));
  return normalized.startsWith('..') || normalized === '.' ? undefined : normalized;
}

async function exists(file: string): Promise<boolean> {
  return readdir(path.dirname(file)).then(
    (entries) => entries.includes(path.basename(file)),
    () => false,
  );
}
