// Study materials in the browser-only mode: the record in the store, the PDF's bytes in the file
// store, never one without the other.
import type { StoredFile } from '../../repository';
import type { Material, NewMaterial } from '../../schemas';
import { checkPdfUpload, newMaterialRecord, PDF_TYPE } from '../../operations/materials';
import { created, deleted as deletedChange } from '../../operations/audit';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { newestFirst } from './stored-lists';

function asStoredFile(file: File | StoredFile): StoredFile {
  return file instanceof Blob ? { name: file.name, type: file.type, bytes: file } : file;
}

export async function listMaterials(context: LocalContext): Promise<Material[]> {
  return newestFirst(await context.store.read('materials'), (material) => material.uploadDate);
}

export async function addMaterial(
  context: LocalContext,
  newMaterial: NewMaterial,
  file: File | StoredFile,
): Promise<Material> {
  const upload = asStoredFile(file);
  const material = newMaterialRecord(
    newMaterial,
    { ...upload, size: upload.bytes.size },
    context.now(),
    checkPdfUpload,
  );
  // The bytes first, then the record: a record never points at a file that is not there.
  await context.files.put(material.id, { name: upload.name, type: PDF_TYPE, bytes: upload.bytes });
  try {
    return await auditedUpdate(context, ['materials'], ({ materials }) => ({
      write: { materials: [...materials, material] },
      result: material,
      audit: [created('material', material)],
    }));
  } catch (error) {
    // The record was refused, so take the file out again: nothing is left half-written.
    await context.files
      .delete(material.id)
      .catch((deleteError: unknown) => context.logger.error(deleteError));
    throw error;
  }
}

export async function deleteMaterial(context: LocalContext, id: string): Promise<void> {
  // Deleting what is already gone (say, in another tab) is not an error.
  await auditedUpdate(context, ['materials'], ({ materials }) => {
    const deleted = materials.find((material) => material.id === id);
    if (!deleted) return { result: undefined };
    return {
      write: { materials: materials.filter((material) => material.id !== id) },
      result: undefined,
      audit: [deletedChange('material', deleted)],
    };
  });
  // The record is gone, so the file can no longer be reached; a failure only leaves unused bytes.
  await context.files.delete(id).catch((error: unknown) => context.logger.error(error));
}

export const getMaterialFile = (
  context: LocalContext,
  id: string,
): Promise<StoredFile | undefined> => context.files.get(id);
