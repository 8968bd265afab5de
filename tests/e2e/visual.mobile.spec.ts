import { visualSuite } from './visual';

// The same comparisons on a phone (the mobile project runs *.mobile.spec.ts).
visualSuite();
