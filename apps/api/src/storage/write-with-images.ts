import type { ImageStorage } from './images.ts';

/**
 * Stores the uploaded images of a form (field name -> column), then runs the database write with
 * their stored names. Files are written before the transaction, so when anything fails they are
 * removed again and no orphan is left behind.
 */
export async function writeWithImages<T>(
  storage: ImageStorage,
  files: Map<string, Buffer>,
  columnsByField: Readonly<Record<string, string>>,
  write: (images: Record<string, string>) => Promise<T>,
): Promise<T> {
  const stored: Record<string, string> = {};
  const removeStored = () => Promise.all(Object.values(stored).map((name) => storage.remove(name)));
  try {
    for (const [field, column] of Object.entries(columnsByField)) {
      const bytes = files.get(field);
      if (bytes) stored[column] = await storage.save(field, bytes);
    }
    return await write(stored);
  } catch (error) {
    await removeStored();
    throw error;
  }
}
