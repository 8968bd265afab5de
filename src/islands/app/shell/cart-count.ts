import { $cartCount, refreshCartCount } from '@lib/bag';
import { defineCountBadge } from './count-badge';

// <cart-count>: the bag badge. A visitor with no session has no cart to count: no request then.
defineCountBadge('cart-count', $cartCount, (element) => {
  if (element.dataset.hasSession === 'true') void refreshCartCount();
});
