import '@testing-library/jest-dom';
import { listenForLinkClicks } from '@pv/shared/analytics/link-clicks';

// As the shell does in the browser: link clicks are recorded from the links' attributes (a test
// file may choose the node environment instead).
if (typeof document !== 'undefined') listenForLinkClicks(document);
