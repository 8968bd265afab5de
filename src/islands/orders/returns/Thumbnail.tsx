import { useEffect, useState } from 'react';

/** A chosen photo: the file while this page holds it, else a still kept of it (after a reload), and its name. */
export interface PhotoSource {
  name: string;
  file?: Blob;
  still?: string;
}

/**
 * A photo's thumbnail, named by its file name. A file is shown through an object URL of its own,
 * revoked when the photo is removed or the thumbnail leaves the page (an object URL holds the file in
 * memory until then); without either, a plain tile that still names the photo.
 */
export function Thumbnail({ photo, className = 'er-thumb' }: { photo: PhotoSource; className?: string }) {
  const [url, setUrl] = useState<string | undefined>(photo.file ? undefined : photo.still);
  useEffect(() => {
    if (!photo.file) return setUrl(photo.still);
    const made = URL.createObjectURL(photo.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.file, photo.still]);
  if (!url) return <span className={className} role="img" aria-label={photo.name} />;
  return <img className={className} src={url} alt={photo.name} width={96} height={96} decoding="async" />;
}
