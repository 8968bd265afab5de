import sharp from 'sharp';

// Pictures made by sharp for the image upload tests: a camera's JPEG with its owner and location in
// EXIF, a PNG with transparency and metadata, and the files that only pretend to be pictures.

/** The text the fixtures carry in their EXIF: it must never reach a stored file. */
const SECRET = 'Ayse Yilmaz, Moda 41.0N';

const EXIF = {
  IFD0: { Copyright: SECRET, Artist: SECRET, Orientation: '1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' },
};

/** A width × height block of colour, with a band so a crop is visible. */
function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 60 } } }).composite([
    { input: { create: { width, height: Math.round(height / 3), channels: 3, background: { r: 30, g: 40, b: 50 } } }, top: 0, left: 0 },
  ]);
}

/** A camera's JPEG, with EXIF naming its owner and where it was taken. */
export const cameraJpeg = async (width = 2400, height = 1600) =>
  new Uint8Array(await canvas(width, height).jpeg().withExif(EXIF).toBuffer());

/** A PNG of noise with transparency and the same EXIF: as large as a real photo (over 1 MB), past any JSON body's limit. */
export const metadataPng = async (width = 900, height = 600) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .ensureAlpha(0.5)
      .png()
      .withExif(EXIF)
      .toBuffer(),
  );

/** A JPEG cut in half: its head is a picture's, its pixels end early. */
export const truncatedJpeg = async () => {
  const whole = await cameraJpeg(1200, 800);
  return whole.subarray(0, Math.floor(whole.length / 2));
};

/** Whether some bytes carry the fixtures' EXIF text anywhere. */
export const carriesSecret = (bytes: Uint8Array) => Buffer.from(bytes).includes(SECRET);

/** Files that are not pictures, whatever their name says. */
export const NOT_PICTURES = {
  text: new TextEncoder().encode('This is a note, renamed photo.jpg.\n'),
  html: new TextEncoder().encode('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>'),
  svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
  // A JPEG's first three bytes, then markup: the magic bytes alone do not make a picture.
  jpegHeadedHtml: new Uint8Array([0xff, 0xd8, 0xff, ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]),
};
