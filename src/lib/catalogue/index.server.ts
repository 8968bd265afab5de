// The catalogue and content area's public face for server code: products, listings, search,
// published content and the editor, staff accounts, banners, SEO and kept pages' versions.
// docs/decisions/0039-areas.md has the map.

// banners
export { countAdEvent } from './banners/events.server';

// content
export { createPage, saveVersion } from './content/editing.server';
export {
  activeCampaigns,
  campaignPage,
  contentPage,
  contentPaths,
  homeContent,
  loyaltySegments,
  sharedPart,
} from './content/entries.server';
export { imageFile, listImages, saveImage } from './content/images/store.server';
export { liveNumberOf } from './content/live.server';
export { listPages, pageDetail, pageVersion, versionChanges } from './content/pages.server';
export { previewInThisRequest } from './content/preview-scope.server';
export { endPreviewLinks, openPreview, previewLink } from './content/preview.server';
export { auditLog, cancelSchedule, publish, rollback } from './content/publishing.server';
export { editorCall } from './content/route.server';
export { syncFromFiles } from './content/seed.server';

// imagery
export { openPicture } from './imagery/decode.server';
export { imageResponse, notFound, pictureResponse } from './imagery/respond.server';

// kept-pages
export { encodedBody, keptCopy, keptOrRendered } from './kept-pages/kept.server';

// products
export { campaignProducts } from './products/campaign-products.server';
export { type Brand, catalogIndex, type Category, categoryName } from './products/index.server';
export { listProducts } from './products/listing.server';
export { keptCardMarkup, keptMarkup } from './products/per-version.server';
export { productDetail, productSlugs } from './products/product.server';
export { alsoLike, completeTheLook, newArrivals } from './products/rows.server';
export { catalogSeeder } from './products/seed.server';
export { brands, categories, products, sellers, variants } from './products/tables.server';

// search
export { didYouMean } from './search/did-you-mean.server';
export { featuredBrands } from './search/menu.server';
export { listMisses, recordMiss } from './search/misses.server';
export { searchProducts } from './search/results.server';
export { suggest } from './search/suggestions.server';

// seo
export { siteOrigin } from './seo/site.server';

// staff
export { clearStaffCookie, readStaffCookie, setStaffCookie } from './staff/cookie.server';
export { requireStaff } from './staff/guard.server';
export { staffByEmail } from './staff/accounts.server';
export { DEMO_STAFF, demoStaffHashes, staffSeeder } from './staff/seed.server';
export { endStaffSession, staffOfSession } from './staff/sessions.server';
export { finishStaffSignIn, startStaffSignIn } from './staff/sign-in.server';
