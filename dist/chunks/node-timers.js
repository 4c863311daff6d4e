const builtin$3 = process.getBuiltinModule('node:url');

const builtin$2 = process.getBuiltinModule('node:console');

const builtin$1 = process.getBuiltinModule('node:dns');

const builtin = process.getBuiltinModule('node:timers');

export { builtin$2 as a, builtin$3 as b, builtin$1 as c, builtin as d };
