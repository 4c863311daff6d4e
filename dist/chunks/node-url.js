const builtin = process.getBuiltinModule('node:url');

export { builtin as b };
