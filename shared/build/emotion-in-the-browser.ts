// What the shell's hydrator provides to the browser as `@emotion/react`: the parts the site's code
// uses, so the page downloads no theming (withTheme brings hoist-non-react-statics and react-is)
// and no ClassNames. browser-subsets.test.ts fails when browser code imports a part not listed here.
export { CacheProvider, Global, css, keyframes } from '@pv/whole/emotion-react';
