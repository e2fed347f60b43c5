import { createJestConfig } from '../shared/build/jest-config.ts';

const config = createJestConfig({ environment: 'jsdom', rootDir: import.meta.dirname });

// No post's social card is drawn for the unit tests; a test that needs some sets the list.
export default { ...config, globals: { ...config.globals, __DRAWN_SOCIAL_CARDS__: [] } };
