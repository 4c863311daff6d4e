const version = "0.1.0";
const engines = {
	node: ">=22.19"
};
const packageJson = {
	version: version,
	engines: engines};

export { packageJson as p };
