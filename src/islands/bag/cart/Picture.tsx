import { isColour, isShape, PICTURE, productPictures, PRODUCT_WIDTHS, productImageUrl, srcset } from '@lib/catalogue';

interface Props {
  shape: string;
  colour: string;
  alt: string;
  /** How wide the picture is drawn: small thumbnails in the bag, a little larger on the shared page. */
  sizes: string;
}

/** A product's front picture, AVIF and WebP at every width, as ProductPicture.astro draws it (React cannot use Astro). */
export function Picture({ shape, colour, alt, sizes }: Props) {
  if (!(isShape(shape) && isColour(colour))) return <span className="cart-picture-missing" />;
  const [front] = productPictures(shape, colour);
  const url = (format: 'avif' | 'webp') => (w: number) => productImageUrl(shape, colour, front?.view ?? 'front', w, format);
  // The bag's thumbnails need only the small widths.
  const widths = PRODUCT_WIDTHS.slice(0, 3);
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(url('avif'), widths)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(url('webp'), widths)} sizes={sizes} />
      <img src={url('webp')(240)} alt={alt} width={PICTURE.width} height={PICTURE.height} loading="lazy" decoding="async" />
    </picture>
  );
}
