import { visualSuite } from './visual';

visualSuite();
