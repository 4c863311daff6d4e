const builtin = process.getBuiltinModule('node:os');

export { builtin as b };
