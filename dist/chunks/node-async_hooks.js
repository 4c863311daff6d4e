const builtin$8 = process.getBuiltinModule('node:events');

const builtin$7 = process.getBuiltinModule('node:assert');

const builtin$6 = process.getBuiltinModule('node:stream');

const builtin$5 = process.getBuiltinModule('node:querystring');

const builtin$4 = process.getBuiltinModule('node:diagnostics_channel');

const builtin$3 = process.getBuiltinModule('node:util/types');

const builtin$2 = process.getBuiltinModule('node:worker_threads');

const builtin$1 = process.getBuiltinModule('node:http2');

const builtin = process.getBuiltinModule('node:async_hooks');

export { builtin$5 as a, builtin$8 as b, builtin$7 as c, builtin$6 as d, builtin$4 as e, builtin$2 as f, builtin$3 as g, builtin$1 as h, builtin as i };
