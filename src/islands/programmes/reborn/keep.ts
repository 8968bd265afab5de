import { type Progress, keptProgress, PROGRESS_KEY, readProgress } from './progress';

// The browser's side of the kept progress (progress.ts): sessionStorage, which a private window or a
// full quota may refuse (the form then works as before, and a reload starts again), and the small
// stills that stand in for the photos' files after a reload.

/** The tab's kept progress, if any. */
export function loadProgress(): Progress | undefined {
  try {
    return readProgress(window.sessionStorage.getItem(PROGRESS_KEY));
  } catch {
    return undefined;
  }
}

/** Keeps the progress for a reload of this tab, without what is never kept (keptProgress). */
export function saveProgress(progress: Progress): void {
  try {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify(keptProgress(progress)));
  } catch {
    // Refused or full: nothing is kept.
  }
}

/** Forgets the progress (the application was approved). */
export function dropProgress(): void {
  try {
    window.sessionStorage.removeItem(PROGRESS_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** A small JPEG still of a photo (160 px high, a few kB), or undefined when the browser cannot draw it. */
export async function stillOf(file: Blob): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file, { resizeHeight: 160, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}
