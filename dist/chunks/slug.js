const builtin$3 = process.getBuiltinModule('node:net');

const builtin$2 = process.getBuiltinModule('node:zlib');

const builtin$1 = process.getBuiltinModule('node:perf_hooks');

const builtin = process.getBuiltinModule('node:sqlite');

/** `Shop API` → `shop-api`: safe in a file name, stable across runs. */
function slug(name) {
    return (name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'api');
}

export { builtin$1 as a, builtin$3 as b, builtin$2 as c, builtin as d, slug as s };
