import { baseConfig } from '@wordrise/eslint-config/base';

// A Node-side build package: it may use Node and the engine's word-graph builder.
export default baseConfig({ pkg: '@wordrise/wordlists' });
