// The shell's elements in one module: every page with the shell loads this one small script
// (one request, and one entry in the page's CSP) rather than one per element.
import './cart-count';
import './favourite-count';
import '../../bag/favourites/guest-full';
import '../../platform/consent/consent-banner';
import './menu';
import './search-box';
import './session-sync';
import './toaster';
