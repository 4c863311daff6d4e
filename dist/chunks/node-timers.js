const builtin$1 = process.getBuiltinModule('node:console');

const builtin = process.getBuiltinModule('node:timers');

export { builtin as a, builtin$1 as b };
