import { useEffect, useState } from 'react';

/**
 * A chosen photo: the file while this page holds it, else a still kept of it (after a reload), else
 * the address the store serves it back from (a photo uploaded in another visit), and its name.
 */
export interface PhotoSource {
  name: string;
  file?: Blob;
  still?: string;
  src?: string;
}

/**
 * A photo's thumbnail, named by its file name. A file is shown through an object URL of its own,
 * revoked when the photo is removed or the thumbnail leaves the page (an object URL holds the file in
 * memory until then); without a file, its still or its address; without any, a plain tile that still
 * names the photo.
 */
export function Thumbnail({ photo, className = 'er-thumb' }: { photo: PhotoSource; className?: string }) {
  const [url, setUrl] = useState<string | undefined>(photo.file ? undefined : (photo.still ?? photo.src));
  useEffect(() => {
    if (!photo.file) return setUrl(photo.still ?? photo.src);
    const made = URL.createObjectURL(photo.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.file, photo.still, photo.src]);
  if (!url) return <span className={className} role="img" aria-label={photo.name} />;
  return <img className={className} src={url} alt={photo.name} width={96} height={96} decoding="async" />;
}
