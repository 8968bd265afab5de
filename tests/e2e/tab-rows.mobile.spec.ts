import { tabRowSuite } from './tab-rows';

// The tab rows on a 390 px phone: the payment methods wrap to fit it (issue 31, item 4); the bag's scroll.
tabRowSuite({ width: 390, height: 844 }, true);
