import { s as builtin, d as builtin$1, F as FalconError } from './cancellation.js';
import { D as distExports, b as builtin$2 } from './files.js';
import { G as picomatch } from './variables.js';

/**
 * Where the agent's file tools may look. The model chooses paths, and a model can be talked into
 * anything by what it reads (a response body, a comment in the code), so every path it gives is
 * checked here before a file is opened: relative to the repository, still inside it after every
 * symlink is followed, not git's internals, not a file that holds credentials.
 */
/** A path the agent may not use. The message says why in plain words, for the model to read. */
class PathRefusedError extends FalconError {
    name = 'PathRefusedError';
    code = 'FALCON_PATH_REFUSED';
}
/**
 * Files that hold credentials by convention, matched on the file's name (case-insensitive).
 * Reading one would put its secrets into the model's context and from there into reports.
 */
const SECRET_FILE_PATTERNS = [
    { pattern: /^\.env$|^\.env\..+$|^.+\.env$/, what: 'an environment file (.env)' },
    // direnv's .envrc and Cloudflare wrangler's .dev.vars are .env files by other names.
    { pattern: /^\.envrc$|^\.dev\.vars$/, what: 'an environment file (.envrc, .dev.vars)' },
    { pattern: /\.(?:pem|key|p12|pfx|jks|keystore|kdbx|ppk|asc|gpg)$/, what: 'a key or certificate file' },
    { pattern: /^id_(?:rsa|dsa|ecdsa|ed25519)/, what: 'an SSH key' },
    {
        pattern: /^(?:\.npmrc|\.pypirc|\.netrc|_netrc|\.git-credentials|\.htpasswd|\.pgpass|\.dockercfg|\.vault-token)$/,
        what: 'a credentials file',
    },
    // Composer keeps registry tokens in auth.json, and container tools their registry logins.
    { pattern: /^auth\.json$/, what: 'a credentials file (registry logins: composer, docker, podman)' },
    {
        pattern: /^credentials$|^(?:.*[-_.])?credentials(?:[-_.][^.]*)?\.(?:json|ya?ml|xml|ini|toml)$/,
        what: 'a credentials file',
    },
    { pattern: /^(?:secrets?|\.secrets?)\.(?:json|ya?ml|toml|env|ini)$/, what: 'a secrets file' },
    { pattern: /^(?:service[-_]?account).*\.json$/, what: 'a service account key' },
    {
        pattern: /\.tfstate(?:\.backup)?$|\.tfvars(?:\.json)?$/,
        what: 'Terraform state or variables (they hold credentials)',
    },
];
/** Folders whose every file is a credential store. */
const SECRET_FOLDERS = new Set(['.ssh', '.aws', '.gnupg', '.docker', '.kube']);
/**
 * Why a repository-relative path (with `/`) may not be read, or `undefined` when it may.
 * Checks the names only; `resolveInside` also follows symlinks.
 */
function refusalReason(relativePath, options = {}) {
    const segments = relativePath.split('/').filter((segment) => segment !== '' && segment !== '.');
    // Lower case: on a case-insensitive file system `.GIT/config` is the same file.
    if (segments.some((segment) => segment.toLowerCase() === '.git')) {
        return `${relativePath} is inside .git/, git's internal data (it can hold credentials in .git/config); read the working tree instead`;
    }
    if (options.allowSecrets)
        return undefined;
    const folder = segments.slice(0, -1).find((segment) => SECRET_FOLDERS.has(segment.toLowerCase()));
    if (folder !== undefined) {
        return `${relativePath} is inside ${folder}/, which holds credentials; it is never shown to the agent`;
    }
    const name = segments.at(-1);
    const what = name === undefined ? undefined : secretKind(name);
    if (what !== undefined) {
        return `${relativePath} is ${what}; files that hold secrets are never shown to the agent`;
    }
    return undefined;
}
/** What kind of secret a file name says it holds, or `undefined`. */
function secretKind(fileName) {
    const lower = fileName.toLowerCase();
    return SECRET_FILE_PATTERNS.find(({ pattern }) => pattern.test(lower))?.what;
}
/**
 * The repository-relative form of what the model wrote: `/` separators, no `.` segments.
 * Throws PathRefusedError for absolute paths, home paths and paths that climb out with `..`.
 */
function normalizeRelative(relativePath) {
    const given = relativePath.trim();
    if (given.includes('\0'))
        throw new PathRefusedError('the path contains a NUL character');
    // Models trained on Windows output write `src\app.ts`; a backslash in a real POSIX name is rare.
    const slashed = given.replace(/\\/g, '/');
    if (builtin$1.posix.isAbsolute(slashed) || /^[A-Za-z]:\//.test(slashed) || /^[A-Za-z]:$/.test(slashed)) {
        throw new PathRefusedError(`${given} is an absolute path; give a path relative to the repository root, e.g. src/app.ts`);
    }
    if (slashed === '~' || slashed.startsWith('~/')) {
        throw new PathRefusedError(`${given} points into a home folder; only files of the repository can be read, by paths relative to its root`);
    }
    const normalized = builtin$1.posix.normalize(slashed === '' ? '.' : slashed).replace(/\/+$/, '') || '.';
    if (normalized === '..' || normalized.startsWith('../')) {
        throw new PathRefusedError(`${given} leaves the repository; give a path relative to the repository root, without ..`);
    }
    return normalized;
}
/** Whether `target` is `folder` or below it; both absolute, compared as written (resolve links first). */
function isWithin(folder, target) {
    const relative = builtin$1.relative(folder, target);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${builtin$1.sep}`) && !builtin$1.isAbsolute(relative)));
}
/**
 * The absolute, symlink-free path of `relativePath` inside `root`, or PathRefusedError saying why
 * not. Symlinks are followed (realpath) and the target must stay inside the root too. For a file
 * that does not exist yet (a write), the nearest existing folder is resolved instead, so a
 * symlinked folder cannot smuggle a new file out either.
 */
async function resolveInside(root, relativePath, options = {}) {
    const normalized = normalizeRelative(relativePath);
    const reason = refusalReason(normalized, options);
    if (reason !== undefined)
        throw new PathRefusedError(reason);
    const realRoot = await builtin.realpath(root);
    const resolved = await realpathAllowingMissing(builtin$1.join(realRoot, normalized), relativePath);
    if (!isWithin(realRoot, resolved)) {
        throw new PathRefusedError(`${relativePath} is a symbolic link (or inside one) that points outside ${options.within ?? 'the repository'}; only files inside it can be used`);
    }
    // The link may lead somewhere the name alone did not reveal: `notes.txt -> .env`.
    const realRelative = builtin$1.relative(realRoot, resolved).split(builtin$1.sep).join('/');
    const realReason = refusalReason(realRelative === '' ? '.' : realRelative, options);
    if (realReason !== undefined) {
        throw new PathRefusedError(`${relativePath} is a symbolic link, and its target ${realReason}`);
    }
    return resolved;
}
/**
 * A path a repository tool was given, as the tool shows it (`shown`, repository-relative) and
 * opens it (`absolute`); or, when it may not be used, the answer for the model:
 * `cannot <verb> <path>: <why>`.
 */
async function resolveToolPath(root, given, verb) {
    try {
        const shown = normalizeRelative(given);
        return { shown, absolute: await resolveInside(root, given) };
    }
    catch (error) {
        if (error instanceof PathRefusedError)
            return { refused: `cannot ${verb} ${given}: ${error.message}` };
        throw error;
    }
}
/**
 * realpath, but for a path that does not exist: the realpath of its nearest existing ancestor
 * with the missing part appended. A dangling symlink on the way is refused: creating through it
 * would write wherever it points.
 */
async function realpathAllowingMissing(absolute, given) {
    const missing = [];
    let current = absolute;
    for (;;) {
        try {
            const real = await builtin.realpath(current);
            return missing.length === 0 ? real : builtin$1.join(real, ...missing.reverse());
        }
        catch (error) {
            const code = error.code;
            if (code === 'ELOOP') {
                throw new PathRefusedError(`${given} goes through a symbolic link that loops`);
            }
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw error;
            if (await isSymlink(current)) {
                throw new PathRefusedError(`${given} goes through a symbolic link whose target does not exist; it cannot be used`);
            }
            const parent = builtin$1.dirname(current);
            if (parent === current)
                throw error;
            missing.push(builtin$1.basename(current));
            current = parent;
        }
    }
}
async function isSymlink(absolute) {
    try {
        return (await builtin.lstat(absolute)).isSymbolicLink();
    }
    catch {
        return false;
    }
}

/**
 * The staging area for the agent's proposed fixes: an in-memory overlay of the repository. An
 * approved write lands here instead of on disk, so the working tree the flows ran against never
 * changes, while the agent's later reads see what it wrote. At the end every staged path becomes
 * one change (disk content then, latest staged content now), from which patches are made.
 *
 * Every version is kept, not only the latest: how often the agent rewrote a file tells a reviewer
 * how sure it was, and the history explains a surprising final version.
 */
class StagingFileSystem {
    repoRoot;
    /** Keyed by the symlink-free path relative to the repository, with `/`. */
    #entries = new Map();
    /** The path as it was given (normalized) → its key, so `isStaged` needs no file system. */
    #aliases = new Map();
    /** @param repoRoot absolute path of the repository; the overlay never reaches outside it. */
    constructor(repoRoot) {
        this.repoRoot = repoRoot;
    }
    /**
     * Stages `content` as the next version of `relativePath` and returns the path it was staged
     * under (symlinks inside the repository resolved, so a patch names the real file). Throws
     * PathRefusedError for a path outside the repository, inside `.git/`, a secret file or a folder.
     */
    async stage(relativePath, content) {
        const { key, absolute } = await this.#resolve(relativePath);
        if (key === '')
            throw new PathRefusedError(`${relativePath} names the repository itself, not a file`);
        let entry = this.#entries.get(key);
        if (!entry) {
            const before = await readDisk(absolute, relativePath, { folder: 'refuse' });
            // Another stage of the same path may have finished while the disk was read.
            entry = this.#entries.get(key) ?? { before, versions: [] };
            this.#entries.set(key, entry);
        }
        entry.versions.push(content);
        this.#aliases.set(normalizeRelative(relativePath), key);
        return key;
    }
    /** The latest staged content, else the file on disk; undefined when neither exists (or a folder). */
    async read(relativePath) {
        const { key, absolute } = await this.#resolve(relativePath);
        const entry = this.#entries.get(key);
        if (entry)
            return entry.versions.at(-1);
        return readDisk(absolute, relativePath, { folder: 'undefined' });
    }
    /** Whether the path (as given to `stage`, or the real path it was staged under) has staged content. */
    isStaged(relativePath) {
        return this.#keyOf(relativePath) !== undefined;
    }
    /** Every staged version of the path, oldest first; empty when it was never staged. */
    history(relativePath) {
        const key = this.#keyOf(relativePath);
        return key === undefined ? [] : [...this.#entries.get(key).versions];
    }
    /** Staged paths (real, repository-relative), sorted. */
    paths() {
        return [...this.#entries.keys()].sort();
    }
    /**
     * One change per staged path, sorted by path. A path whose latest content is what the disk
     * holds is left out: the agent wrote it back, and there is nothing to propose.
     */
    async changes() {
        const changes = [];
        for (const key of this.paths()) {
            const entry = this.#entries.get(key);
            const after = entry.versions.at(-1);
            if (after === entry.before)
                continue;
            const { absolute } = await this.#resolve(key);
            if (after === (await readDisk(absolute, key, { folder: 'undefined' })))
                continue;
            changes.push({ path: key, before: entry.before, after, versions: entry.versions.length });
        }
        return changes;
    }
    async #resolve(relativePath) {
        const absolute = await resolveInside(this.repoRoot, relativePath);
        const root = await builtin.realpath(this.repoRoot);
        return { key: builtin$1.relative(root, absolute).split(builtin$1.sep).join('/'), absolute };
    }
    #keyOf(relativePath) {
        let normalized;
        try {
            normalized = normalizeRelative(relativePath);
        }
        catch {
            return undefined;
        }
        if (this.#entries.has(normalized))
            return normalized;
        return this.#aliases.get(normalized);
    }
}
/** The file's text; undefined when it does not exist. A folder is refused or read as missing. */
async function readDisk(absolute, shown, options) {
    let stats;
    try {
        stats = await builtin.stat(absolute);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
    if (!stats.isFile()) {
        if (options.folder === 'undefined')
            return undefined;
        throw new PathRefusedError(`${shown} is ${stats.isDirectory() ? 'a folder' : 'not a regular file'}; only files can be staged`);
    }
    return builtin.readFile(absolute, 'utf8');
}

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
/** Files by name (lower case), wherever they are, and why they are out of reach. */
const FILES_BY_NAME = [
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
const FILE_PATTERNS = [
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
const FOLDERS = [
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
function readingOf(name) {
    return name.normalize('NFKC').replace(INVISIBLE, '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
/**
 * Why a fix may not change `relative` (repository-relative, `/`-separated), or undefined. Checks
 * names only; the caller also checks where a link leads.
 */
function outOfScopeReason(relative, scope = {}) {
    const reason = reachReason(relative, scope.runByWorkflows);
    if (reason === undefined)
        return undefined;
    if ((scope.allowPaths ?? []).some((glob) => picomatch.isMatch(relative, glob, { dot: true }))) {
        return undefined;
    }
    return `${relative} is ${reason}; a fix changes application source only, unless fixes.allow_paths lets it in`;
}
function reachReason(relative, runByWorkflows) {
    const segments = relative.split('/');
    for (const segment of segments) {
        if (LATIN.test(segment) && LOOK_ALIKE_SCRIPTS.test(segment)) {
            return `a name written with letters of two scripts (${codePoints(segment)}), which can pass for another name`;
        }
    }
    const read = segments.map(readingOf);
    const folder = FOLDERS.find(({ name }) => read.slice(0, -1).includes(name) || read.at(-1) === name);
    if (folder)
        return `inside ${folder.name}/, ${folder.what}`;
    const name = read.at(-1) ?? '';
    const byName = FILES_BY_NAME.find(({ names }) => names.includes(name));
    if (byName)
        return byName.what;
    const byPattern = FILE_PATTERNS.find(({ pattern }) => pattern.test(name));
    if (byPattern)
        return byPattern.what;
    for (const run of runByWorkflows ?? []) {
        if (relative === run || relative.startsWith(`${run}/`))
            return `run by a workflow (${run})`;
    }
    return undefined;
}
/** The characters outside ASCII, as `U+0456`, for a message that shows what the eye does not. */
function codePoints(text) {
    return [...text]
        .filter((character) => character.codePointAt(0) > 0x7f)
        .map((character) => `U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
        .join(', ');
}
/**
 * The repository's files and folders its workflows run: local actions (`uses: ./path`) and the
 * repository paths a `run:` script names (`bash scripts/deploy.sh`, `./tools/release.js`). A
 * workflow that cannot be read adds nothing (it is out of reach itself, under `.github/`).
 */
async function workflowRuns(repoRoot) {
    const found = new Set();
    const folder = builtin$1.join(repoRoot, '.github', 'workflows');
    const names = await builtin.readdir(folder).catch(() => []);
    for (const name of names.filter((candidate) => /\.ya?ml$/i.test(candidate))) {
        let workflow;
        try {
            workflow = distExports.parse(await builtin.readFile(builtin$1.join(folder, name), 'utf8'), { maxAliasCount: 100 });
        }
        catch {
            continue;
        }
        for (const step of stepsOf(workflow)) {
            if (typeof step.uses === 'string' && step.uses.startsWith('./')) {
                found.add(builtin$1.posix.normalize(step.uses).replace(/\/+$/, ''));
            }
            if (typeof step.run === 'string') {
                const base = typeof step['working-directory'] === 'string' ? step['working-directory'] : '.';
                for (const token of step.run.split(/[\s;&|()'"`<>=]+/)) {
                    const candidate = repositoryPath(base, token);
                    if (candidate !== undefined && (await exists(builtin$1.join(repoRoot, candidate))))
                        found.add(candidate);
                }
            }
        }
    }
    return found;
}
/** The steps of every job of a parsed workflow. */
function stepsOf(workflow) {
    const jobs = workflow?.jobs;
    if (typeof jobs !== 'object' || jobs === null)
        return [];
    return Object.values(jobs).flatMap((job) => {
        const steps = job?.steps;
        return Array.isArray(steps) ? steps.filter((step) => typeof step === 'object' && step !== null) : [];
    });
}
/** A token of a script as a repository path, when it reads like one (`scripts/x.sh`, `./deploy`). */
function repositoryPath(base, token) {
    if (!/^\.?\.?\/?[\w.-]+(\/[\w.-]+)*$/.test(token))
        return undefined;
    if (!token.includes('/') && !/\.(sh|bash|py|js|mjs|cjs|ts|rb|pl|ps1)$/.test(token))
        return undefined;
    if (token.startsWith('/'))
        return undefined;
    const normalized = builtin$1.posix.normalize(builtin$1.posix.join(base, token));
    return normalized.startsWith('..') || normalized === '.' ? undefined : normalized;
}
async function exists(file) {
    return builtin.readdir(builtin$1.dirname(file)).then((entries) => entries.includes(builtin$1.basename(file)), () => false);
}

class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

class LineDiff extends Diff {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
const lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}

/**
 * Parses a unified diff format patch into a structured patch object.
 *
 * `parsePatch` has some understanding of Git's particular dialect of unified diff format.
 * When parsing a Git patch, each index in the result may contain additional
 * fields (`isRename`, `isBinary`, etc) not included in the data structure returned by
 * `structuredPatch`; see the `StructuredPatch` interface for a full list.
 *
 * @return a JSON object representation of the patch, suitable for use with the `applyPatch`
 * method. This parses to the same structure returned by `structuredPatch`, except that
 * `oldFileName` and `newFileName` may be `undefined` if the patch doesn't contain enough
 * information to determine them (e.g. a hunk-only patch with no file headers).
 */
function parsePatch(uniDiff) {
    const diffstr = uniDiff.split(/\n/), list = [];
    let i = 0;
    // These helper functions identify line types that can appear between files
    // in a multi-file patch. Keeping them in one place avoids subtle
    // inconsistencies from having the same regexes duplicated in multiple places.
    // Matches `diff --git ...` lines specifically.
    function isGitDiffHeader(line) {
        return (/^diff --git /).test(line);
    }
    // Matches lines that denote the start of a new diff's section in a
    // multi-file patch: `diff --git ...`, `Index: ...`, or `diff -r ...`.
    function isDiffHeader(line) {
        return isGitDiffHeader(line)
            || (/^Index:\s/).test(line)
            || (/^diff(?: -r \w+)+\s/).test(line);
    }
    // Matches `--- ...` and `+++ ...` file header lines.
    function isFileHeader(line) {
        return (/^(---|\+\+\+)\s/).test(line);
    }
    // Matches `@@ ...` hunk header lines.
    function isHunkHeader(line) {
        return (/^@@\s/).test(line);
    }
    function parseIndex() {
        var _a;
        const index = {};
        index.hunks = [];
        list.push(index);
        // Parse diff metadata
        let seenDiffHeader = false;
        while (i < diffstr.length) {
            const line = diffstr[i];
            // File header (---, +++) or hunk header (@@) found; end parsing diff metadata
            if (isFileHeader(line) || isHunkHeader(line)) {
                break;
            }
            // The next two branches handle recognized diff headers. Note that
            // isDiffHeader deliberately does NOT match arbitrary `diff`
            // commands like `diff -u -p -r1.1 -r1.2`, because in some
            // formats (e.g. CVS diffs) such lines appear as metadata within
            // a single file's header section, after an `Index:` line. See the
            // diffx documentation (https://diffx.org) for examples.
            //
            // In both branches: if we've already seen a diff header for *this*
            // file and now we encounter another one, it must belong to the
            // next file, so break.
            if (isGitDiffHeader(line)) {
                if (seenDiffHeader) {
                    return;
                }
                seenDiffHeader = true;
                index.isGit = true;
                // Parse the old and new filenames from the `diff --git` header and
                // tentatively set oldFileName and newFileName from them. These may
                // be overridden below by `rename from` / `rename to` or `copy from` /
                // `copy to` extended headers, or by --- and +++ lines. But for Git
                // diffs that lack all of those (e.g. mode-only changes, binary
                // file changes without rename), these are the only filenames we
                // get.
                // parseGitDiffHeader returns null if the header can't be parsed
                // (e.g. unterminated quoted filename, or unexpected format). In
                // that case we skip setting filenames here; they may still be
                // set from --- / +++ or rename from / rename to lines below.
                const paths = parseGitDiffHeader(line);
                if (paths) {
                    index.oldFileName = paths.oldFileName;
                    index.newFileName = paths.newFileName;
                }
                // Consume Git extended headers (`old mode`, `new mode`, `rename from`,
                // `rename to`, `similarity index`, `index`, `Binary files ... differ`,
                // etc.)
                i++;
                while (i < diffstr.length) {
                    const extLine = diffstr[i];
                    // Stop consuming extended headers if we hit a file header,
                    // hunk header, or another diff header.
                    if (isFileHeader(extLine) || isHunkHeader(extLine) || isDiffHeader(extLine)) {
                        break;
                    }
                    // Parse `rename from` / `rename to` lines - these give us
                    // unambiguous filenames. These lines don't include the
                    // a/ and b/ prefixes that appear in the `diff --git` header
                    // and --- / +++ lines, so we add them for consistency.
                    // Git C-style quotes filenames containing special characters
                    // (tabs, newlines, backslashes, double quotes), so we must
                    // unquote them when present.
                    const renameFromMatch = (/^rename from (.*)/).exec(extLine);
                    if (renameFromMatch) {
                        index.oldFileName = 'a/' + unquoteIfQuoted(renameFromMatch[1]);
                        index.isRename = true;
                    }
                    const renameToMatch = (/^rename to (.*)/).exec(extLine);
                    if (renameToMatch) {
                        index.newFileName = 'b/' + unquoteIfQuoted(renameToMatch[1]);
                        index.isRename = true;
                    }
                    // Parse copy from / copy to lines similarly
                    const copyFromMatch = (/^copy from (.*)/).exec(extLine);
                    if (copyFromMatch) {
                        index.oldFileName = 'a/' + unquoteIfQuoted(copyFromMatch[1]);
                        index.isCopy = true;
                    }
                    const copyToMatch = (/^copy to (.*)/).exec(extLine);
                    if (copyToMatch) {
                        index.newFileName = 'b/' + unquoteIfQuoted(copyToMatch[1]);
                        index.isCopy = true;
                    }
                    const newFileModeMatch = (/^new file mode (\d+)/).exec(extLine);
                    if (newFileModeMatch) {
                        index.isCreate = true;
                        index.newMode = newFileModeMatch[1];
                    }
                    const deletedFileModeMatch = (/^deleted file mode (\d+)/).exec(extLine);
                    if (deletedFileModeMatch) {
                        index.isDelete = true;
                        index.oldMode = deletedFileModeMatch[1];
                    }
                    const oldModeMatch = (/^old mode (\d+)/).exec(extLine);
                    if (oldModeMatch) {
                        index.oldMode = oldModeMatch[1];
                    }
                    const newModeMatch = (/^new mode (\d+)/).exec(extLine);
                    if (newModeMatch) {
                        index.newMode = newModeMatch[1];
                    }
                    if ((/^Binary files /).test(extLine)) {
                        index.isBinary = true;
                    }
                    i++;
                }
                continue;
            }
            else if (isDiffHeader(line)) {
                if (seenDiffHeader) {
                    return;
                }
                seenDiffHeader = true;
                // For Mercurial-style headers like
                //     diff -r 9117c6561b0b -r 273ce12ad8f1 .hgignore
                // or Index: headers like
                //     Index: something with multiple words
                // we extract the trailing filename as the index.
                //
                // TODO: It seems awkward that we indiscriminately trim off
                //       trailing whitespace here. Theoretically, couldn't that
                //       be meaningful - e.g. if the patch represents a diff of a
                //       file whose name ends with a space? Seems wrong to nuke
                //       it. But this behaviour has been around since v2.2.1 in
                //       2015, so if it's going to change, it should be done
                //       cautiously and in a new major release, for
                //       backwards-compat reasons.
                //       -- ExplodingCabbage
                const headerMatch = (/^(?:Index:|diff(?: -r \w+)+)\s+/).exec(line);
                if (headerMatch) {
                    index.index = line.substring(headerMatch[0].length).trim();
                }
            }
            i++;
        }
        // Parse file headers if they are defined. Unified diff requires them, but
        // there's no technical issues to have an isolated hunk without file header
        parseFileHeader(index);
        parseFileHeader(index);
        // If we got one file header but not the other, that's a malformed patch.
        if ((index.oldFileName === undefined) !== (index.newFileName === undefined)) {
            throw new Error('Missing ' + (index.oldFileName !== undefined ? '"+++ ..."' : '"--- ..."')
                + ' file header for ' + ((_a = index.oldFileName) !== null && _a !== void 0 ? _a : index.newFileName));
        }
        while (i < diffstr.length) {
            const line = diffstr[i];
            if (isDiffHeader(line) || isFileHeader(line) || (/^===================================================================/).test(line)) {
                break;
            }
            else if (isHunkHeader(line)) {
                index.hunks.push(parseHunk());
            }
            else {
                // Skip blank lines and any other unrecognized content between
                // or after hunks. Real-world examples of such content include:
                //   - `Only in <dir>: <file>` from GNU `diff -r`
                //   - `Property changes on:` sections from `svn diff`
                //   - Trailing prose or commentary in email patches
                // GNU `patch` tolerates all of these, and so do we.
                i++;
            }
        }
    }
    /**
     * Parses the old and new filenames from a `diff --git` header line.
     *
     * The format is:
     *     diff --git a/<old-path> b/<new-path>
     *
     * When filenames contain special characters (including newlines, tabs,
     * backslashes, or double quotes), Git quotes them with C-style escaping:
     *     diff --git "a/file\twith\ttabs.txt" "b/file\twith\ttabs.txt"
     *
     * When filenames don't contain special characters and the old and new names
     * are the same, we can unambiguously split on ` b/` by finding where the
     * two halves (including their a/ and b/ prefixes) yield matching bare names.
     *
     * A pathological case exists in which we cannot reliably determine the paths
     * from the `diff --git` header. This case is when the following are true:
     * - the old and new file paths differ
     * - they are both unquoted (i.e. contain no special characters)
     * - at least one of the underlying file paths includes the substring ` b/`
     * In this scenario, we do not know which occurrence of ` b/` indicates the
     * start of the new file path, so the header is inherently ambiguous. We thus
     * select a possible interpretation arbitrarily and return that.
     *
     * Fortunately, this ambiguity should never matter, because in any patch
     * genuinely output by Git in which this pathological scenario occurs, there
     * must also be `rename from`/`rename to` or `copy from`/`copy to` extended
     * headers present below the `diff --git` header. `parseIndex` will parse
     * THOSE headers, from which we CAN unambiguously determine the filenames,
     * and will discard the result returned by this function.
     *
     * Returns null if the header can't be parsed at all — e.g. a quoted filename
     * has an unterminated quote, or if the unquoted header doesn't match the
     * expected `a/... b/...` format. In that case, the caller (parseIndex)
     * skips setting oldFileName/newFileName from this header, but they may
     * still be set later from `---`/`+++` lines or `rename from`/`rename to`
     * extended headers; if none of those are present either, they'll remain
     * undefined in the output.
     */
    function parseGitDiffHeader(line) {
        // Strip the "diff --git " prefix
        const rest = line.substring('diff --git '.length);
        // Handle quoted paths: "a/path" "b/path"
        // Git quotes paths when they contain characters like newlines, tabs,
        // backslashes, or double quotes (but notably not spaces).
        if (rest.startsWith('"')) {
            const oldPath = parseQuotedFileName(rest);
            if (oldPath === null) {
                return null;
            }
            const afterOld = rest.substring(oldPath.rawLength + 1); // +1 for space
            let newFileName;
            if (afterOld.startsWith('"')) {
                const newPath = parseQuotedFileName(afterOld);
                if (newPath === null) {
                    return null;
                }
                newFileName = newPath.fileName;
            }
            else {
                newFileName = afterOld;
            }
            return {
                oldFileName: oldPath.fileName,
                newFileName
            };
        }
        // Check if the second path is quoted
        // e.g. diff --git a/simple "b/renamed\nnewline.txt"
        const quoteIdx = rest.indexOf('"');
        if (quoteIdx > 0) {
            const oldFileName = rest.substring(0, quoteIdx - 1);
            const newPath = parseQuotedFileName(rest.substring(quoteIdx));
            if (newPath === null) {
                return null;
            }
            return {
                oldFileName,
                newFileName: newPath.fileName
            };
        }
        // Unquoted paths. Try to find the split point.
        // The format is: a/<old-path> b/<new-path>
        //
        // Note the potential ambiguity caused by the possibility of the file paths
        // themselves containing the substring ` b/`, plus the pathological case
        // described in the comment above.
        //
        // Strategy: find all occurrences of " b/" and split on the middle
        // one. When old and new names are the same (which is the only case where
        // we can't rely on extended headers later in the patch so HAVE to get
        // this right), this will always be the correct split.
        if (rest.startsWith('a/')) {
            const splits = [];
            let idx = 0;
            while (true) {
                idx = rest.indexOf(' b/', idx + 1);
                if (idx === -1) {
                    break;
                }
                splits.push(idx);
            }
            if (splits.length > 0) {
                const mid = splits[Math.floor(splits.length / 2)];
                return {
                    oldFileName: rest.substring(0, mid),
                    newFileName: rest.substring(mid + 1)
                };
            }
        }
        // Fallback: can't parse, return null
        return null;
    }
    /**
     * If `s` starts with a double quote, unquotes it using C-style escape
     * rules (as used by Git). Otherwise returns `s` as-is.
     */
    function unquoteIfQuoted(s) {
        if (s.startsWith('"')) {
            const parsed = parseQuotedFileName(s);
            if (parsed) {
                return parsed.fileName;
            }
        }
        return s;
    }
    /**
     * Parses a C-style quoted filename as used by Git or GNU `diff -u`.
     * Returns the unescaped filename and the raw length consumed (including quotes).
     */
    function parseQuotedFileName(s) {
        if (!s.startsWith('"')) {
            return null;
        }
        let result = '';
        let j = 1; // skip opening quote
        while (j < s.length) {
            if (s[j] === '"') {
                return { fileName: result, rawLength: j + 1 };
            }
            if (s[j] === '\\' && j + 1 < s.length) {
                j++;
                switch (s[j]) {
                    case 'a':
                        result += '\x07';
                        break;
                    case 'b':
                        result += '\b';
                        break;
                    case 'f':
                        result += '\f';
                        break;
                    case 'n':
                        result += '\n';
                        break;
                    case 'r':
                        result += '\r';
                        break;
                    case 't':
                        result += '\t';
                        break;
                    case 'v':
                        result += '\v';
                        break;
                    case '\\':
                        result += '\\';
                        break;
                    case '"':
                        result += '"';
                        break;
                    case '0':
                    case '1':
                    case '2':
                    case '3':
                    case '4':
                    case '5':
                    case '6':
                    case '7': {
                        // C-style octal escapes represent raw bytes. Collect
                        // consecutive octal-escaped bytes and decode as UTF-8.
                        // Validate that we have a full 3-digit octal escape
                        if (j + 2 >= s.length || s[j + 1] < '0' || s[j + 1] > '7' || s[j + 2] < '0' || s[j + 2] > '7') {
                            return null;
                        }
                        const bytes = [parseInt(s.substring(j, j + 3), 8)];
                        j += 3;
                        while (s[j] === '\\' && s[j + 1] >= '0' && s[j + 1] <= '7') {
                            if (j + 3 >= s.length || s[j + 2] < '0' || s[j + 2] > '7' || s[j + 3] < '0' || s[j + 3] > '7') {
                                return null;
                            }
                            bytes.push(parseInt(s.substring(j + 1, j + 4), 8));
                            j += 4;
                        }
                        result += new TextDecoder('utf-8').decode(new Uint8Array(bytes));
                        continue; // j already points at the next character
                    }
                    // Note that in C, there are also three kinds of hex escape sequences:
                    // - \xhh
                    // - \uhhhh
                    // - \Uhhhhhhhh
                    // We do not bother to parse them here because, so far as we know,
                    // they are never emitted by any tools that generate unified diff
                    // format diffs, and so for now jsdiff does not consider them legal.
                    default: return null;
                }
            }
            else {
                result += s[j];
            }
            j++;
        }
        // Unterminated quote
        return null;
    }
    // Parses the --- and +++ headers, if none are found, no lines
    // are consumed.
    function parseFileHeader(index) {
        const fileHeaderMatch = (/^(---|\+\+\+)\s+/).exec(diffstr[i]);
        if (fileHeaderMatch) {
            const prefix = fileHeaderMatch[1], data = diffstr[i].substring(3).trim().split('\t', 2), header = (data[1] || '').trim();
            let fileName = data[0];
            if (fileName.startsWith('"')) {
                fileName = unquoteIfQuoted(fileName);
            }
            else {
                fileName = fileName.replace(/\\\\/g, '\\');
            }
            if (prefix === '---') {
                index.oldFileName = fileName;
                index.oldHeader = header;
            }
            else {
                index.newFileName = fileName;
                index.newHeader = header;
            }
            i++;
        }
    }
    // Parses a hunk
    // This assumes that we are at the start of a hunk.
    function parseHunk() {
        var _a;
        const chunkHeaderIndex = i, chunkHeaderLine = diffstr[i++], chunkHeader = chunkHeaderLine.split(/@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/);
        const hunk = {
            oldStart: +chunkHeader[1],
            oldLines: typeof chunkHeader[2] === 'undefined' ? 1 : +chunkHeader[2],
            newStart: +chunkHeader[3],
            newLines: typeof chunkHeader[4] === 'undefined' ? 1 : +chunkHeader[4],
            lines: []
        };
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        if (hunk.oldLines === 0) {
            hunk.oldStart += 1;
        }
        if (hunk.newLines === 0) {
            hunk.newStart += 1;
        }
        let addCount = 0, removeCount = 0;
        for (; i < diffstr.length && (removeCount < hunk.oldLines || addCount < hunk.newLines || ((_a = diffstr[i]) === null || _a === void 0 ? void 0 : _a.startsWith('\\'))); i++) {
            const operation = (diffstr[i].length == 0 && i != (diffstr.length - 1)) ? ' ' : diffstr[i][0];
            if (operation === '+' || operation === '-' || operation === ' ' || operation === '\\') {
                hunk.lines.push(diffstr[i]);
                if (operation === '+') {
                    addCount++;
                }
                else if (operation === '-') {
                    removeCount++;
                }
                else if (operation === ' ') {
                    addCount++;
                    removeCount++;
                }
            }
            else {
                throw new Error(`Hunk at line ${chunkHeaderIndex + 1} contained invalid line ${diffstr[i]}`);
            }
        }
        // Handle the empty block count case
        if (!addCount && hunk.newLines === 1) {
            hunk.newLines = 0;
        }
        if (!removeCount && hunk.oldLines === 1) {
            hunk.oldLines = 0;
        }
        // Perform sanity checking
        if (addCount !== hunk.newLines) {
            throw new Error('Added line count did not match for hunk at line ' + (chunkHeaderIndex + 1));
        }
        if (removeCount !== hunk.oldLines) {
            throw new Error('Removed line count did not match for hunk at line ' + (chunkHeaderIndex + 1));
        }
        // Check for extra hunk-body-like lines after the declared line counts
        // were exhausted. If the very next line starts with ' ', '+', or '-',
        // the hunk's line counts were probably wrong — unless it's a file
        // header (--- or +++), which legitimately appears immediately after a
        // hunk in multi-file diffs without Index lines.
        if (i < diffstr.length && diffstr[i] && (/^[+ -]/).test(diffstr[i])
            && !isFileHeader(diffstr[i])) {
            throw new Error('Hunk at line ' + (chunkHeaderIndex + 1)
                + ' has more lines than expected (expected '
                + hunk.oldLines + ' old lines and ' + hunk.newLines + ' new lines)');
        }
        return hunk;
    }
    while (i < diffstr.length) {
        parseIndex();
    }
    return list;
}

function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}

/**
 * Unified diffs (the `diff -u` / `git diff` format) of two texts, for the confirmation a file write
 * asks and for the patches proposed on a pull request. jsdiff computes the shortest line diff
 * (Myers' algorithm); this module only frames it the way `git apply` and `patch` read it.
 *
 * When a file is rewritten beyond `MAX_EDIT_LENGTH` edits, the search stops and the whole file is
 * shown as removed then added: still a correct diff, only not the shortest, and never a run of
 * unbounded time or memory.
 */
/** Edits after which the shortest-diff search gives up. */
const MAX_EDIT_LENGTH = 1000;
const DEFAULT_CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';
function unifiedDiff(oldText, newText, options) {
    if (oldText === newText)
        return { text: '', added: 0, removed: 0 };
    const context = options.context ?? DEFAULT_CONTEXT;
    const patch = structuredPatch('a', 'b', oldText, newText, undefined, undefined, {
        context,
        maxEditLength: MAX_EDIT_LENGTH,
    });
    const hunks = patch ? patch.hunks : [wholeFileHunk(oldText, newText)];
    const header = [`--- ${options.created ? '/dev/null' : `a/${options.path}`}`, `+++ b/${options.path}`];
    let added = 0;
    let removed = 0;
    const body = [];
    for (const hunk of hunks) {
        body.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`);
        for (const line of hunk.lines) {
            if (line.startsWith('+'))
                added++;
            else if (line.startsWith('-'))
                removed++;
            body.push(line);
        }
    }
    return { text: `${[...header, ...body].join('\n')}\n`, added, removed };
}
/** The fallback past the edit limit: every old line removed, every new line added. */
function wholeFileHunk(oldText, newText) {
    const side = (text, sign) => {
        if (text === '')
            return [];
        const lines = text.split('\n');
        const noEol = lines.at(-1) !== '';
        if (!noEol)
            lines.pop();
        const marked = lines.map((line) => `${sign}${line}`);
        return noEol ? [...marked, NO_NEWLINE] : marked;
    };
    const removed = side(oldText, '-');
    const added = side(newText, '+');
    const count = (lines) => lines.filter((line) => line !== NO_NEWLINE).length;
    return {
        oldStart: 1,
        oldLines: count(removed),
        newStart: 1,
        newLines: count(added),
        lines: [...removed, ...added],
    };
}
/**
 * `start,count` as GNU diff writes it: `start` alone for one line; for an empty range the line
 * before it (jsdiff's hunks count an empty range from the line after, as its own formatter fixes).
 */
function range(start, count) {
    if (count === 1)
        return String(start);
    return `${count === 0 ? start - 1 : start},${count}`;
}
/**
 * The hunks of a unified diff (a fix's patch, or GitHub's `patch` of a pull request file), read by
 * jsdiff's `parsePatch`, which counts each hunk's lines by its header, so a removed line that itself
 * starts with `--` is not taken for a file header. A diff that cannot be read has no hunks.
 */
function readDiffHunks(text) {
    let parsed;
    try {
        parsed = parsePatch(text);
    }
    catch {
        return [];
    }
    const headers = text.split('\n').filter((line) => line.startsWith('@@ '));
    return parsed
        .flatMap((file) => file.hunks)
        .map((hunk, index) => ({
        oldStart: hunk.oldStart,
        oldLines: hunk.oldLines,
        newStart: hunk.newStart,
        newLines: hunk.newLines,
        lines: hunk.lines,
        header: headers[index] ?? `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
    }));
}

/**
 * Staged changes as patches: one git-style unified diff per file, a fingerprint that names a set
 * of them, and the `.falcon/fixes/<id>.patch` file a person applies with `git apply`.
 *
 * The headers are written as `git diff` writes them (`diff --git`, `new file mode`, C-quoted
 * names, the tab after a name with a space), because `git apply` is stricter about headers than
 * about anything else, and a proposed fix that does not apply is worth nothing.
 */
/** One patch per change that changes something, in the order given. */
function toFilePatches(changes) {
    const patches = [];
    for (const change of changes) {
        const created = change.before === undefined;
        const diff = unifiedDiff(change.before ?? '', change.after, { path: change.path, created });
        if (diff.text === '' && !created)
            continue;
        // An empty new file has no hunk, and git writes neither `---` nor `+++` for it.
        const header = gitHeader(change.path, created).slice(0, diff.text === '' ? 2 : undefined);
        const body = diff.text.split('\n').slice(2);
        patches.push({
            path: change.path,
            diff: [...header, ...body].join('\n').replace(/\n*$/, '\n'),
            added: diff.added,
            removed: diff.removed,
            created,
        });
    }
    return patches;
}
function gitHeader(file, created) {
    const a = quotePath(`a/${file}`);
    const b = quotePath(`b/${file}`);
    // git ends a name that holds a space with a tab, so the name's end is not a guess.
    const tab = file.includes(' ') && !a.startsWith('"') ? '\t' : '';
    return [
        `diff --git ${a} ${b}`,
        ...(created ? ['new file mode 100644'] : []),
        created ? '--- /dev/null' : `--- ${a}${tab}`,
        `+++ ${b}${tab}`,
    ];
}
const C_ESCAPES = {
    0x07: '\\a',
    0x08: '\\b',
    0x09: '\\t',
    0x0a: '\\n',
    0x0b: '\\v',
    0x0c: '\\f',
    0x0d: '\\r',
    0x22: '\\"',
    0x5c: '\\\\',
};
/** A name as git quotes it (core.quotePath): in quotes, with control and non-ASCII bytes escaped. */
function quotePath(name) {
    const bytes = Buffer.from(name, 'utf8');
    if (!bytes.some(needsQuote))
        return name;
    let quoted = '"';
    for (const byte of bytes) {
        const escape = C_ESCAPES[byte];
        if (escape !== undefined)
            quoted += escape;
        else if (needsQuote(byte))
            quoted += `\\${byte.toString(8).padStart(3, '0')}`;
        else
            quoted += String.fromCharCode(byte);
    }
    return `${quoted}"`;
}
function needsQuote(byte) {
    return byte < 0x20 || byte === 0x7f || byte >= 0x80 || byte === 0x22 || byte === 0x5c;
}
/**
 * A short name for a set of patches, the same whatever their order: the first 12 hex digits of
 * the SHA-256 of the paths and diffs, sorted by path. Re-runs that propose the same fix get the
 * same id, so a suggestion already on the pull request is recognised.
 */
function fingerprint(patches) {
    const hash = builtin$2.createHash('sha256');
    const sorted = [...patches].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    for (const patch of sorted)
        hash.update(`${patch.path}\0${patch.diff}\0`);
    return hash.digest('hex').slice(0, 12);
}
/**
 * Writes the proposal as `<workspace>/fixes/<id>.patch` and returns its path relative to the
 * repository. The comment header before the first `diff --git` is ignored by `git apply`.
 * Throws PathRefusedError when `fixes/` (or the patch file) is a symbolic link out of the
 * workspace: a checked-in link must not make the run write elsewhere on the machine.
 */
async function writePatchFile(workspaceRoot, proposal, options = {}) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(proposal.id)) {
        throw new Error(`a proposal id must be letters, digits, - and _ (got ${JSON.stringify(proposal.id)})`);
    }
    if (proposal.files.length === 0)
        throw new Error(`proposal ${proposal.id} has no file changes`);
    const file = builtin$1.join(workspaceRoot, 'fixes', `${proposal.id}.patch`);
    const repoRoot = options.repoRoot ?? builtin$1.dirname(workspaceRoot);
    const relative = builtin$1.relative(repoRoot, file).split(builtin$1.sep).join('/');
    const text = patchFileText(proposal, relative);
    const shownRoot = builtin$1.relative(repoRoot, workspaceRoot).split(builtin$1.sep).join('/') || '.';
    // The workspace itself is where the run was pointed; what is under it must stay under it.
    await builtin.mkdir(workspaceRoot, { recursive: true });
    const target = await resolveInside(workspaceRoot, `fixes/${proposal.id}.patch`, {
        within: `${shownRoot}/`,
    });
    await builtin.mkdir(builtin$1.dirname(target), { recursive: true });
    // Written whole or not at all: a half-written patch would apply half a fix.
    const temporary = `${target}.${process.pid}.${builtin$2.randomBytes(6).toString('hex')}.tmp`;
    try {
        // `wx`: never through something already at that name, such as a planted link.
        await builtin.writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
        await builtin.rename(temporary, target);
    }
    catch (error) {
        await builtin.rm(temporary, { force: true });
        throw error;
    }
    return relative;
}
/** The patch file's text: a `#` comment header, then the diffs in path order. */
function patchFileText(proposal, relativePath) {
    const comment = (text) => (text === '' ? '#' : `# ${text}`);
    const rationale = proposal.rationale
        .replace(/\r\n?/g, '\n')
        .trim()
        .split('\n')
        .map((line) => comment(line.trimEnd()));
    const header = [
        comment(`Falcon CI proposed fix: ${singleLine(proposal.title)}`),
        '#',
        ...(proposal.rationale.trim() !== '' ? [...rationale, '#'] : []),
        comment(`Files: ${proposal.files.map((file) => file.path).join(', ')}`),
        comment(`Target flows: ${proposal.targetFlows.length > 0 ? proposal.targetFlows.join(', ') : 'none named'}`),
        comment(`Verification: ${describeVerification(proposal.verification)}`),
        '#',
        comment(`Apply with: git apply ${relativePath}`),
        '',
    ];
    const diffs = [...proposal.files]
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
        .map((file) => file.diff);
    return header.join('\n') + '\n' + diffs.join('');
}
/** The verification in one line, as the patch header and the report say it. */
function describeVerification(verification) {
    switch (verification.status) {
        case 'verified':
            return `verified (${verification.passed.length > 0 ? `passing now: ${verification.passed.join(', ')}` : 'no flow failed'})`;
        case 'failed': {
            const still = verification.stillFailing.length > 0
                ? `; still failing: ${verification.stillFailing.join(', ')}`
                : '';
            const newly = verification.newlyFailing.length > 0
                ? `; newly failing: ${verification.newlyFailing.join(', ')}`
                : '';
            return `unverified: ${singleLine(verification.reason)}${still}${newly}`;
        }
        case 'not_run':
            return `not verified (${singleLine(verification.reason)})`;
    }
}
function singleLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}

/**
 * Lines of a fix that do more than a failing API test explains: a new network call, a new process,
 * code run from a string, a read of credentials or of the environment, an obfuscated string. A model
 * can be talked into adding them by what it read (an answer that asks for "a small helper"), and a
 * verification only says the failing flows pass, not that nothing else was added. Such a fix is
 * flagged where it is shown and never offered as a one-click suggestion.
 *
 * Judged per file on what the fix adds beyond what it removes: rewriting a line that already made a
 * request is no new request.
 */
const LOOPBACK_URL = /^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(?:[:/]|$)/i;
/** What each kind looks like, across the languages APIs are written in. */
const PATTERNS = [
    {
        kind: 'a new network call',
        pattern: /\b(?:fetch|axios|got|superagent|ky|XMLHttpRequest|WebSocket|EventSource)\s*[.(]|\bhttps?\.(?:request|get)\s*\(|\bnet\.(?:connect|createConnection|Socket|Dial\w*)\b|\bdgram\b|\bdns\.(?:lookup|resolve\w*)\b|\brequests\.(?:get|post|put|patch|delete|request|Session)\b|\burllib[\w.]*\.(?:urlopen|Request)\b|\bhttpx\.\w+\(|\bsocket\.(?:socket|create_connection)\s*\(|\bhttp\.(?:Get|Post|NewRequest)\s*\(|\bNet::HTTP\b|\bHttpClient\b|\bRestTemplate\b|\bcurl\b|\bwget\b/,
    },
    {
        kind: 'a new process',
        pattern: /\bchild_process\b|\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)\s*\(|\bsubprocess\.\w+|\bos\.(?:system|popen|exec\w*|spawn\w*)\s*\(|\bRuntime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bexec\.Command\b|\b(?:system|popen|shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bIO\.popen\b|%x[({[]|\bKernel\.(?:exec|system|spawn)\b/,
    },
    {
        kind: 'code run from a string',
        pattern: /\beval\s*\(|\bnew\s+Function\s*\(|\bvm\.run\w*\(|\bcompile\s*\([^)]*['"]exec['"]|\b__import__\s*\(|\bpickle\.loads?\b|\bimportlib\.import_module\b|\brequire\s*\(\s*[^'"`\s)]|\bimport\s*\(\s*[^'"`\s)]|\binstance_eval\b|\bclass_eval\b|\bassert\s*\(\s*\$/,
    },
    {
        kind: 'a read of credentials or the environment',
        pattern: /\bprocess\.env\b|\bos\.(?:environ|getenv)\b|\bENV\[|\bSystem\.getenv\b|\bos\.Getenv\b|\bgetenv\s*\(|\.git\/config|\.git-credentials|\/proc\/|\.ssh\/|id_rsa|\/etc\/(?:passwd|shadow)|\.aws\/credentials|\.npmrc|\.env\b|GITHUB_TOKEN|ACTIONS_\w*TOKEN|AWS_SECRET/,
    },
    {
        kind: 'an obfuscated string',
        pattern: /['"`][A-Za-z0-9+/]{48,}={0,2}['"`]|['"`](?:[0-9a-fA-F]{2}){24,}['"`]|(?:\\x[0-9a-fA-F]{2}){4,}|(?:\\u[0-9a-fA-F]{4}){4,}|(?:\\[0-7]{3}){4,}|\bString\.fromCharCode\s*\(|\batob\s*\(|\bBuffer\.from\s*\([^)]*['"](?:base64|hex)['"]|\bb64decode\b|\bbase64\.(?:b64)?decode\b|\bunescape\s*\(|\bcodecs\.decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+/,
    },
];
const SHOWN_CHARS = 120;
/** The added lines of each file that do more than the failure explains. */
function riskFlags(files) {
    const flags = [];
    for (const file of files) {
        const added = [];
        const removed = [];
        for (const hunk of readDiffHunks(file.diff)) {
            let line = hunk.newStart;
            for (const text of hunk.lines) {
                if (text.startsWith('+'))
                    added.push({ line: line++, text: text.slice(1) });
                else if (text.startsWith('-'))
                    removed.push(text.slice(1));
                else if (text.startsWith(' '))
                    line++;
            }
        }
        for (const { kind, pattern } of PATTERNS) {
            const before = removed.filter((text) => matches(kind, pattern, text)).length;
            const after = added.filter(({ text }) => matches(kind, pattern, text));
            // The fix rewrote as many such lines as it added: nothing new of this kind.
            if (after.length <= before)
                continue;
            for (const { line, text } of after.slice(before)) {
                flags.push({ path: file.path, line, kind, text: shorten(text.trim()) });
            }
        }
    }
    return flags.sort((a, b) => (a.path === b.path ? a.line - b.line : a.path < b.path ? -1 : 1));
}
function matches(kind, pattern, text) {
    if (pattern.test(text))
        return true;
    // A URL that leaves the machine is a network call in the making, wherever it is written.
    if (kind !== 'a new network call')
        return false;
    return [...text.matchAll(/https?:\/\/[^\s'"`)<>]+/gi)].some(([url]) => !LOOPBACK_URL.test(url));
}
function shorten(text) {
    return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}
/** `a new process (src/app.js:12); …`: the flags in one sentence. */
function describeRisks(flags) {
    const kinds = [...new Set(flags.map((flag) => flag.kind))];
    return kinds
        .map((kind) => {
        const places = flags.filter((flag) => flag.kind === kind).map((flag) => `${flag.path}:${flag.line}`);
        return `${kind} (${places.join(', ')})`;
    })
        .join('; ');
}

/**
 * Staged changes as proposals: one per logical fix, so a reviewer can take one fix and leave
 * another. The agent may say which files belong together; without that, everything it staged is
 * one fix, since splitting by guess could separate a change from the one it depends on.
 */
/** The proposal's risk flags, when its added lines have any. */
function risksOf(files) {
    const risks = riskFlags(files);
    return risks.length > 0 ? { risks } : {};
}
/** Longer titles are cut: they become headings and comment lines. */
const MAX_TITLE = 100;
function buildProposals(input) {
    const byPath = new Map(input.changes.map((change) => [change.path, change]));
    const taken = new Set();
    const proposals = [];
    for (const group of input.groups ?? []) {
        const changes = [];
        for (const file of group.files) {
            const key = normalized(file);
            const change = key === undefined ? undefined : byPath.get(key);
            // A file named twice belongs to the first group that names it.
            if (change && !taken.has(change.path)) {
                taken.add(change.path);
                changes.push(change);
            }
        }
        const proposal = makeProposal(changes, {
            title: group.title,
            rationale: group.rationale ?? input.rationale,
            targetFlows: group.targetFlows ?? input.targetFlows,
        });
        if (proposal)
            proposals.push(proposal);
    }
    const rest = input.changes.filter((change) => !taken.has(change.path));
    const remaining = makeProposal(rest, { rationale: input.rationale, targetFlows: input.targetFlows });
    if (remaining)
        proposals.push(remaining);
    return proposals;
}
function makeProposal(changes, about) {
    const files = toFilePatches(changes);
    if (files.length === 0)
        return undefined;
    return {
        id: fingerprint(files),
        title: titleOf(about.title ?? about.rationale, files.map((file) => file.path)),
        rationale: about.rationale.trim(),
        files,
        targetFlows: [...about.targetFlows],
        verification: { status: 'not_run', reason: 'not verified yet' },
        ...risksOf(files),
    };
}
/** The first non-empty line, without Markdown heading or list marks; a plain title when there is none. */
function titleOf(text, paths) {
    const line = text
        .split(/\r?\n/)
        .map((candidate) => candidate
        .replace(/^\s*(?:#{1,6}\s+|[-*+]\s+|\d+[.)]\s+)/, '')
        .replace(/^(\*\*|__)(.*)\1$/, '$2')
        .replace(/\s+/g, ' ')
        .trim())
        .find((candidate) => candidate !== '');
    if (line === undefined) {
        return paths.length === 1 ? `Proposed change to ${paths[0]}` : `Proposed change to ${paths.length} files`;
    }
    return line.length <= MAX_TITLE ? line : `${line.slice(0, MAX_TITLE - 1).trimEnd()}…`;
}
function normalized(file) {
    try {
        return normalizeRelative(file);
    }
    catch {
        return undefined;
    }
}

/**
 * The confirmation policy: what happens to a change the agent wants to make to a repository file.
 *
 * - `deny` (the default): nothing is changed; each refusal is told to the model and listed in the
 *   report, so the fix is described instead of made.
 * - `pr`: the change is staged in the overlay (never the disk) and becomes a proposed patch.
 *
 * Some writes are refused in every mode, because no review of a suggestion makes them safe:
 * leaving the repository, git's internals, CI workflows and the repository's own actions (a fix
 * that edits the pipeline can do anything with its secrets). What CI, the build or the supply
 * chain runs is refused unless `fixes.allow_paths` lets it in (fix-scope.ts), and so are changes
 * that make tests pass by asking less of the code — edited flow checks, test files, the OpenAPI
 * spec the contract is checked against, or the rest of the workspace (config, environments,
 * variables, baselines) — unless the configuration allows test edits.
 *
 * The write tool asks `confirm` with the diff, then hands an approved change to `stage` with the
 * full content. `confirm` judges everything the request shows; checks that need the content (a
 * flow's expectations) run in `confirm` when the content is passed, and always again in `stage`,
 * which is the last word: a write refused there never reaches the overlay.
 */
const DENY_REASON = 'the confirmation policy is "deny", so no repository file is changed in this run';
const STAGED_REASON = 'approved as a proposal: the change is staged (the working tree is not written) and will be proposed as a patch for review';
/** A write the policy refused at staging time; the message is the reason, for the model. */
class PolicyRefusedError extends FalconError {
    name = 'PolicyRefusedError';
    code = 'FALCON_POLICY_REFUSED';
}
function createConfirmationPolicy(options) {
    const overlay = options.mode === 'pr' ? (options.overlay ?? new StagingFileSystem(options.repoRoot)) : undefined;
    const refused = [];
    /** The last request seen per path, so a refusal at staging time is listed with its diff. */
    const requests = new Map();
    // Read once, when the first write is judged: the workflows do not change during a run.
    let runByWorkflows;
    const judge = async (relativePath, content) => refusalFor({ ...options, runByWorkflows: await (runByWorkflows ??= workflowRuns(options.repoRoot)) }, relativePath, content);
    const refuse = (request, reason) => {
        refused.push({ request, reason });
        return { approved: false, reason };
    };
    return {
        mode: options.mode,
        overlay,
        refused,
        async confirm(request, content) {
            requests.set(request.path, request);
            const reason = await judge(request.path, content);
            if (reason !== undefined)
                return refuse(request, reason);
            if (options.mode === 'deny')
                return refuse(request, DENY_REASON);
            return { approved: true, reason: STAGED_REASON };
        },
        async stage(relativePath, content) {
            const request = requests.get(relativePath) ?? { tool: 'write_file', path: relativePath, diff: '' };
            const reason = (await judge(relativePath, content)) ?? (overlay === undefined ? DENY_REASON : undefined);
            if (reason !== undefined) {
                refuse(request, reason);
                throw new PolicyRefusedError(reason);
            }
            await overlay.stage(relativePath, content);
        },
    };
}
/**
 * Why the write may not happen in any mode, or undefined. Without `content` the checks that
 * need it (flow expectations) are left to the call that has it.
 */
async function refusalFor(options, relativePath, content) {
    let normalized;
    try {
        normalized = normalizeRelative(relativePath);
    }
    catch (error) {
        if (error instanceof PathRefusedError)
            return error.message;
        throw error;
    }
    // Before resolving: `.git/` is refused by name, with a reason that speaks of writing.
    const named = protectedReason(normalized, relativePath);
    if (named !== undefined)
        return named;
    let absolute;
    try {
        absolute = await resolveInside(options.repoRoot, normalized);
    }
    catch (error) {
        if (error instanceof PathRefusedError)
            return error.message;
        throw error;
    }
    const repoRoot = await builtin.realpath(options.repoRoot);
    const real = builtin$1.relative(repoRoot, absolute).split(builtin$1.sep).join('/');
    if (real === '')
        return `${relativePath} names the repository itself, not a file`;
    // A link inside the repository may lead to a protected file the given name does not reveal.
    if (real !== normalized) {
        const target = protectedReason(real, relativePath);
        if (target !== undefined)
            return `${relativePath} is a symbolic link to ${real}; ${target}`;
    }
    const scope = { allowPaths: options.allowPaths, runByWorkflows: options.runByWorkflows };
    const outOfScope = outOfScopeReason(normalized, scope);
    if (outOfScope !== undefined)
        return outOfScope;
    if (real !== normalized) {
        const target = outOfScopeReason(real, scope);
        if (target !== undefined)
            return `${relativePath} is a symbolic link to ${real}; ${target}`;
    }
    if (options.allowTestEdits)
        return undefined;
    const flowFile = await flowFileOf(options.workspaceRoot, absolute);
    if (flowFile) {
        if (content === undefined)
            return undefined;
        return flowLooseningReason(relativePath, await readOrUndefined(absolute), content);
    }
    const setup = await testSetupKind(options, absolute);
    if (setup !== undefined) {
        return (`${relativePath} is ${setup}; a fix must make the code meet it, not change it ` +
            '(test edits are allowed only when the configuration allows them)');
    }
    const test = testFileKind(real) ?? testFileKind(normalized);
    if (test !== undefined) {
        return (`${relativePath} is ${test}; a fix must make the code pass the tests, not change them ` +
            '(test edits are allowed only when the configuration allows them)');
    }
    return undefined;
}
/** Paths no mode may write: git's internals and CI workflows. Case-insensitive, as some file systems are. */
function protectedReason(normalized, shown = normalized) {
    const segments = normalized.toLowerCase().split('/');
    if (segments.includes('.git')) {
        return `${shown} is inside .git/, git's internal data; a fix may change only files of the working tree`;
    }
    const workflows = segments.findIndex((segment, index) => segment === '.github' && segments[index + 1] === 'workflows');
    if (workflows !== -1 && segments.length > workflows + 2) {
        return `${shown} is a CI workflow (.github/workflows/); workflows run with the repository's secrets, so a fix may never change them`;
    }
    const actions = segments.findIndex((segment, index) => segment === '.github' && segments[index + 1] === 'actions');
    if (actions !== -1 && segments.length > actions + 2) {
        return `${shown} is one of the repository's own actions (.github/actions/); workflows run them with the repository's secrets, so a fix may never change them`;
    }
    return undefined;
}
const TEST_FOLDERS = new Set(['__tests__', '__snapshots__', 'test', 'tests', 'spec', 'specs', 'testdata']);
const TEST_FILE_PATTERNS = [
    { pattern: /\.(?:test|spec)\.[^.]+$/, what: 'a test file (*.test.*, *.spec.*)' },
    { pattern: /_test\.go$/, what: 'a Go test file (*_test.go)' },
    { pattern: /^test_.*\.py$|_test\.py$|^conftest\.py$/, what: 'a Python test file' },
    { pattern: /_spec\.rb$/, what: 'an RSpec test file (*_spec.rb)' },
    { pattern: /\.snap$/, what: 'a test snapshot (*.snap)' },
];
/** What kind of test file the path is, or undefined. */
function testFileKind(relativePath) {
    const segments = relativePath.toLowerCase().split('/');
    const name = segments.pop() ?? '';
    const folder = segments.find((segment) => TEST_FOLDERS.has(segment));
    if (folder !== undefined)
        return `inside a test folder (${folder}/)`;
    return TEST_FILE_PATTERNS.find(({ pattern }) => pattern.test(name))?.what;
}
/**
 * What part of the test setup `absolute` (symlink-free) is, or undefined: the spec the contract is
 * checked against, or a workspace file other than a flow (config, environments, variables,
 * baselines), any of which can make a failing API pass without a change to its code.
 */
async function testSetupKind(options, absolute) {
    const spec = options.specFile === undefined ? undefined : await realpathOrUndefined(options.specFile);
    if (spec === absolute)
        return 'the OpenAPI spec the contract is checked against';
    const workspace = await realpathOrUndefined(options.workspaceRoot);
    if (workspace !== undefined && isWithin(workspace, absolute)) {
        return 'part of the test setup in the workspace (.falcon/)';
    }
    return undefined;
}
async function realpathOrUndefined(file) {
    try {
        return await builtin.realpath(file);
    }
    catch {
        return undefined;
    }
}
/** Whether `absolute` (symlink-free) is a YAML file under the workspace's `flows/`. */
async function flowFileOf(workspaceRoot, absolute) {
    const workspace = await realpathOrUndefined(workspaceRoot);
    if (workspace === undefined)
        return false;
    const flows = builtin$1.join(workspace, 'flows');
    return isWithin(flows, absolute) && /\.ya?ml$/i.test(absolute);
}
async function readOrUndefined(absolute) {
    try {
        return await builtin.readFile(absolute, 'utf8');
    }
    catch {
        return undefined;
    }
}
// ---------------------------------------------------------------- flow checks
/** The parts of a flow that decide whether it passes; a fix may not change any of them. */
const GUARDED_STEP_KEYS = ['expect', 'retry', 'continue_on_failure'];
const SECTIONS = [
    { key: 'setup', prefix: 'setup' },
    { key: 'steps', prefix: 'step' },
    { key: 'teardown', prefix: 'teardown' },
];
/**
 * Why the new flow text changes what the flow checks, or undefined. A new flow file adds
 * checks and is allowed; in an existing one every step keeps its expect, retry and
 * continue_on_failure, and the flow its continue_on_failure, load thresholds and security probes.
 * Steps are matched by id (steps without one by position: `step-2` is the second step).
 */
function flowLooseningReason(shown, before, after) {
    const parsedAfter = parseYaml(after);
    if (!parsedAfter.ok) {
        return `${shown} is a flow file and the new content is not valid YAML (${parsedAfter.error}); a fix may not break a flow`;
    }
    if (before === undefined)
        return undefined;
    const parsedBefore = parseYaml(before);
    if (!parsedBefore.ok) {
        return `${shown} is a flow file that is not valid YAML now, so it cannot be shown that the change keeps its checks`;
    }
    const changed = guardedDifferences(parsedBefore.value, parsedAfter.value);
    if (changed.length === 0)
        return undefined;
    return (`${shown} is a flow file, and the change edits what it checks (${changed.join('; ')}); ` +
        'a fix must make the API pass the flow, not loosen the flow ' +
        '(flow edits are allowed only when the configuration allows test edits)');
}
function parseYaml(text) {
    const document = distExports.parseDocument(text, { prettyErrors: false, uniqueKeys: true, merge: true });
    const error = document.errors[0];
    if (error)
        return { ok: false, error: error.message.split('\n')[0] ?? error.message };
    return { ok: true, value: document.toJS() };
}
/** Plain words for each guarded part that differs, e.g. `step "login": expect`. */
function guardedDifferences(before, after) {
    const oldFlow = asRecord(before);
    const newFlow = asRecord(after);
    const changes = [];
    const compare = (what, left, right) => {
        if (canonical(left) !== canonical(right))
            changes.push(what);
    };
    compare('continue_on_failure of the flow', oldFlow.continue_on_failure, newFlow.continue_on_failure);
    compare('load.thresholds', asRecord(oldFlow.load).thresholds, asRecord(newFlow.load).thresholds);
    compare('security', oldFlow.security, newFlow.security);
    const newSteps = stepsById(newFlow);
    for (const [id, step] of stepsById(oldFlow)) {
        const counterpart = newSteps.get(id);
        if (!counterpart) {
            changes.push(`step "${id}" and its checks removed`);
            continue;
        }
        const keys = GUARDED_STEP_KEYS.filter((key) => canonical(step[key]) !== canonical(counterpart[key]));
        if (keys.length > 0)
            changes.push(`step "${id}": ${keys.join(', ')}`);
    }
    return changes;
}
function stepsById(flow) {
    const steps = new Map();
    for (const { key, prefix } of SECTIONS) {
        const list = flow[key];
        if (!Array.isArray(list))
            continue;
        list.forEach((item, index) => {
            const step = asRecord(item);
            const id = typeof step.id === 'string' && step.id !== '' ? step.id : `${prefix}-${index + 1}`;
            steps.set(id, step);
        });
    }
    return steps;
}
function asRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : {};
}
/** JSON with sorted keys: equal values give equal text whatever the key order. */
function canonical(value) {
    return (JSON.stringify(value, (_key, inner) => {
        if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
            return inner;
        return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }) ?? 'undefined');
}
/**
 * Proposals without the files the policy never lets a fix touch (workflows, `.git/`, tests) nor
 * what CI, the build or the supply chain runs. The policy refused them where the fix was made; a
 * result published by another, untrusted job is checked again with this, so no such change is
 * ever suggested with the publishing job's token, whatever that job's `allow_paths` said. Its risk
 * flags are read again from the diffs.
 */
function withoutProtectedFiles(proposals) {
    return proposals
        .map((proposal) => {
        const files = proposal.files.filter((file) => !protectedReason(file.path) && !testFileKind(file.path) && !outOfScopeReason(file.path));
        // Flagged again from the diffs: a result written elsewhere could leave its flags out.
        const trusted = { ...proposal, files };
        delete trusted.risks;
        return { ...trusted, ...risksOf(files) };
    })
        .filter((proposal) => proposal.files.length > 0);
}

/**
 * Trace paths meet repository paths. A trace names a file as the server saw it
 * (`/srv/app/src/x.js`, `C:\app\X.cs`, `D:\a\1\s\src\X.cs`, a JVM package path, a Go module path
 * with or without `-trimpath`), the repository from its root; the two meet on their trailing
 * segments. The best match wins; equally good ones (a monorepo's two copies of a service) are all
 * given, for a reader to choose from, rather than none or a guess.
 */
class PathIndex {
    /** Repository paths by file name, lower-cased so Windows paths find them too. */
    byName = new Map();
    constructor(paths) {
        for (const path of paths) {
            const normal = normalise(path);
            const name = normal.slice(normal.lastIndexOf('/') + 1).toLowerCase();
            if (name === '')
                continue;
            const list = this.byName.get(name);
            if (list)
                list.push(normal);
            else
                this.byName.set(name, [normal]);
        }
    }
    /**
     * The repository paths `file` stands for: those sharing the most trailing segments with it, when
     * one path ends with the whole other (`/srv/app/src/routes.js` ~ `src/routes.js`,
     * `com/shop/X.java` ~ `src/main/java/com/shop/X.java`) or at least a folder and the file name
     * agree (`/app/src/routes.js` ~ `services/api/src/routes.js`).
     */
    match(file) {
        // Windows paths are case-insensitive; everything else is compared as written.
        const insensitive = /^[A-Za-z]:[\\/]/.test(file) || file.includes('\\');
        const traceSegments = segments(file, insensitive);
        const name = traceSegments.at(-1)?.toLowerCase();
        if (name === undefined)
            return [];
        let best = [];
        let bestScore = 0;
        for (const candidate of this.byName.get(name) ?? []) {
            const candidateSegments = segments(candidate, insensitive);
            const score = commonSuffix(traceSegments, candidateSegments);
            const whole = score === candidateSegments.length || score === traceSegments.length;
            if (score === 0 || (!whole && score < 2))
                continue;
            if (score > bestScore) {
                best = [candidate];
                bestScore = score;
            }
            else if (score === bestScore && !best.includes(candidate)) {
                best.push(candidate);
            }
        }
        return best;
    }
}
function normalise(path) {
    return path.replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
}
function segments(path, insensitive) {
    const parts = normalise(path)
        .split('/')
        .filter((part) => part !== '' && part !== '.');
    return insensitive ? parts.map((part) => part.toLowerCase()) : parts;
}
function commonSuffix(a, b) {
    let count = 0;
    while (count < a.length && count < b.length && a[a.length - 1 - count] === b[b.length - 1 - count])
        count++;
    return count;
}

/**
 * Stack locations against the pull request: which frames point into files the PR changed, and
 * which into the lines it changed. Traces name files as the server saw them, the PR from the
 * repository root; the two meet in PathIndex.
 */
/**
 * The new-file line range of each hunk in a unified diff (a GitHub `patch`): `@@ -10,4 +12,6 @@`
 * covers lines 12–17. Context lines count, as GitHub lets reviews comment on them too. A hunk
 * that only deletes (`+12,0`) adds no line to point at.
 */
function parseUnifiedDiffHunks(patch) {
    if (typeof patch !== 'string')
        return [];
    const ranges = [];
    for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
        const start = Number(match[1]);
        const count = match[2] === undefined ? 1 : Number(match[2]);
        if (count > 0)
            ranges.push({ start, end: start + count - 1 });
    }
    return ranges.sort((a, b) => a.start - b.start);
}
/**
 * Marks each location `changed` / `inDiff` and names its file by the PR's path when they match.
 * A trace path that fits two changed files equally (a monorepo's copies) is in a changed file
 * either way: both are offered as `candidates`. The culprit stays first, the PR's code after it.
 */
function mapToChanges(locations, changedFiles) {
    const index = new PathIndex(changedFiles.map((file) => file.path));
    const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
    return culpritThenChanged(locations.map((location) => {
        const paths = location.candidates ?? index.match(location.file);
        return markChanged({ ...location, ...named(paths) }, paths, byPath);
    }));
}
/**
 * The same marks for locations already named by their repository path: a location is changed
 * exactly when its file (every candidate, when it has several) is among the PR's files.
 */
function markChanges(locations, changedFiles) {
    const byPath = new Map(changedFiles.map((file) => [normalise(file.path), file]));
    return culpritThenChanged(locations.map((location) => location.mapped
        ? markChanged({ ...location }, location.candidates ?? [location.file], byPath)
        : { ...location, changed: false, inDiff: false }));
}
/** The location named by the paths it matched: the one path, or the first with every candidate. */
function named(paths) {
    if (paths.length === 0)
        return {};
    return paths.length === 1 ? { file: paths[0] } : { file: paths[0], candidates: [...paths] };
}
function markChanged(location, paths, byPath) {
    const files = paths.map((path) => byPath.get(normalise(path)));
    if (paths.length === 0 || files.some((file) => file === undefined)) {
        return { ...location, changed: false, inDiff: false };
    }
    const result = { ...location, changed: true };
    // Hunks are known per file; with several candidates the line is in the diff only if it is in each.
    if (files.every((file) => file?.hunks !== undefined)) {
        result.inDiff = files.every((file) => (file?.hunks ?? []).some((hunk) => location.line >= hunk.start && location.line <= hunk.end));
    }
    return result;
}
/**
 * The culprit (the first location: the root cause's innermost frame of the API's code) stays
 * first; the rest follow with those in the diff first, then those in changed files, then the
 * others (each group in trace order), so the code the pull request touched comes right after it.
 */
function culpritThenChanged(locations) {
    const [culprit, ...rest] = locations;
    if (culprit === undefined)
        return [];
    const rank = (location) => (location.inDiff ? 0 : location.changed ? 1 : 2);
    // Array.prototype.sort is stable: trace order holds within each group.
    return [culprit, ...rest.sort((a, b) => rank(a) - rank(b))];
}

/**
 * Waits for `work` at most `ms`, then rejects with "<name> took longer than N s". The work is not
 * cancelled (a promise cannot be): callers use this where giving up on the result is safe.
 */
async function withTimeout(work, ms, name) {
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms / 1000} s`)), ms);
    });
    try {
        return await Promise.race([work, timeout]);
    }
    finally {
        clearTimeout(timer);
    }
}

export { PathIndex as P, withoutProtectedFiles as a, writePatchFile as b, buildProposals as c, describeRisks as d, mapToChanges as e, PathRefusedError as f, resolveInside as g, refusalReason as h, isWithin as i, resolveToolPath as j, createConfirmationPolicy as k, fingerprint as l, markChanges as m, parseUnifiedDiffHunks as p, readDiffHunks as r, toFilePatches as t, unifiedDiff as u, withTimeout as w };
