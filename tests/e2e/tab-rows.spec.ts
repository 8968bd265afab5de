import { tabRowSuite } from './tab-rows';

// The tab rows on a 1280 px desktop screen: the payment methods all fit there.
tabRowSuite({ width: 1280, height: 800 }, true);
