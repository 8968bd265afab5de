import { PICTURE, PRODUCT_WIDTHS, productImageUrl, srcset } from '@lib/catalogue';

const SIZES = '(min-width: 768px) 9rem, 6.5rem';

/** A favourite's front picture, as ProductPicture draws it (AVIF and WebP at every width), decorative beside its name. */
export function FavouritePicture({ shape, colour }: { shape: string; colour: string }) {
  const url = (format: 'avif' | 'webp') => (w: number) => productImageUrl(shape, colour, 'front', w, format);
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(url('avif'), PRODUCT_WIDTHS)} sizes={SIZES} />
      <source type="image/webp" srcSet={srcset(url('webp'), PRODUCT_WIDTHS)} sizes={SIZES} />
      <img
        className="favourite-img"
        src={url('webp')(240)}
        alt=""
        width={PICTURE.width}
        height={PICTURE.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
