import { tabRowSuite } from './tab-rows';

// The tab rows on a 390 px phone.
tabRowSuite({ width: 390, height: 844 }, false);
