import { a11ySuite } from './a11y';

// The same checks on a phone: drawers, bottom navigation and stacked layouts have their own markup.
a11ySuite();
