function _mergeNamespaces(n, m) {
	for (var i = 0; i < m.length; i++) {
		const e = m[i];
		if (typeof e !== 'string' && !Array.isArray(e)) { for (const k in e) {
			if (k !== 'default' && !(k in n)) {
				const d = Object.getOwnPropertyDescriptor(e, k);
				if (d) {
					Object.defineProperty(n, k, d.get ? d : {
						enumerable: true,
						get: () => e[k]
					});
				}
			}
		} }
	}
	return Object.freeze(Object.defineProperty(n, Symbol.toStringTag, { value: 'Module' }));
}

const builtin$1 = process.getBuiltinModule('node:os');

const builtin = process.getBuiltinModule('node:https');

const https = /*#__PURE__*/_mergeNamespaces({
	__proto__: null,
	default: builtin
}, [builtin]);

export { builtin as a, builtin$1 as b, https as h };
