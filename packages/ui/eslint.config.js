import { baseConfig } from '@wordrise/eslint-config/base';
import { reactConfig } from '@wordrise/eslint-config/react';

export default [...baseConfig({ pkg: '@wordrise/ui' }), ...reactConfig];
