// The catalogue and content area's public face for browser and server: products and listings,
// search, editors' content, banners, SEO and the drawn imagery. docs/decisions/0039-areas.md.

// banners
export { adsFor } from './banners/ads';

// content
export {
  createBodySchema,
  diffQuerySchema,
  EDITOR_API,
  previewBodySchema,
  publishBodySchema,
  rollbackBodySchema,
  saveBodySchema,
  type StaffView,
} from './content/api';
export { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_NAME_HEADER, IMAGE_TYPES, imageLabel, parseImageFile } from './content/images/rules';
export { isContentKind, OPEN_KINDS, SLUG_PATTERN } from './content/kinds';
export { formatDate, lastDay, pageByOffset, parseOffset, segmentPath } from './content/rules';
export {
  type Campaign,
  type FooterContent,
  type HeaderContent,
  type HomeContent,
  type InfoPage,
  type LoyaltySegment,
  SEGMENTS,
} from './content/schema';

// imagery
export {
  editorialImageUrl,
  parseEditorialName,
  parseProductName,
  PRODUCT_WIDTHS,
  productImageUrl,
  productMailImagePath,
  srcset,
} from './imagery/names';

// kept-pages
export { preferredEncoding } from './kept-pages/encoding';
export { keptPageOf, readsKeptPage } from './kept-pages/kept-paths';
export { type CachedPage, type KeptRequest, keptRequestOf, PREVIEW_PARAM } from './kept-pages/kept-request';

// products
export { canonicalRedirect, isFiltered, listingHref } from './products/listing-url';
export { breadcrumb, canonicalQuery } from './products/page-meta';
export { isColour, isShape, PICTURE, type PictureRef, pictureUrl, productPictures } from './products/picture';
export { colourInStock, colourView, deliveryKey } from './products/product-view';
export { discountPercent, maxQuantity, productIdOf, sizeLabel, stockState } from './products/rules';
export { parseListingQuery } from './products/schema';
export { sizeRunOf } from './products/size-guide';
export { ALL_SIZES } from './products/vocab';

// search
export { parseRecent, RECENT_KEY, rememberSearch, SUGGEST_FROM } from './search/rules';
export { QUERY_MAX, type Suggestion, suggestionQuery, type Suggestions } from './search/schema';

// seo
export { jsonLdText, productJsonLd } from './seo/jsonld';
export { robotsTxt, sitemapXml } from './seo/sitemap';

// staff
export { campaignBodySchema, type MessageRow, messagesQuerySchema, OUTBOX_PAGE, resendBodySchema } from './staff/messages';
export { EDITOR_HOME, EDITOR_SIGN_IN } from './staff/paths';
export { editorReturnPath, isEditorPage } from './staff/rules';
export { staffCodeSchema, staffSignInSchema } from './staff/schema';
