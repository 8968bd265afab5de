import { a11ySuite } from './a11y';

a11ySuite();
