import { $favouriteCount, loadFavouriteCount } from '@lib/bag';
import { defineCountBadge } from './count-badge';

// <favourite-count>: the favourites badge, loaded once after the page's delay (docs/behaviour/constants.md#timers).
defineCountBadge('favourite-count', $favouriteCount, (element) => loadFavouriteCount(Number(element.dataset.delay ?? 0)));
