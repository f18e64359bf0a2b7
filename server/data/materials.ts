// Study materials and their PDF files (kept in the database, beside the material's record).
import { desc, eq } from 'drizzle-orm';
import {
  PDF_TYPE,
  checkPdfUpload,
  created,
  deleted,
  newMaterialRecord,
  refuse,
} from '../../src/data/server';
import type { Material, NewMaterial } from '../../src/data/server';
import * as t from '../db/schema';
import { audit, docs, materialRow } from './context';
import type { DataContext, UploadedFile } from './context';

const PDF_MAGIC = '%PDF-';

/** Only PDFs up to the size limit whose content is a PDF (starts with %PDF-). */
export function checkPdf(file: UploadedFile): void {
  checkPdfUpload({ name: file.name, type: file.type, size: file.bytes.byteLength });
  const head = new TextDecoder().decode(file.bytes.subarray(0, PDF_MAGIC.length));
  if (head !== PDF_MAGIC) {
    refuse('material', 'file', 'The file is not a PDF (its content does not start with %PDF-).');
  }
}

async function listMaterials({ db }: DataContext): Promise<Material[]> {
  return docs(
    await db
      .select({ doc: t.materials.doc })
      .from(t.materials)
      .orderBy(desc(t.materials.uploadedAt), desc(t.materials.seq)),
  );
}

async function getMaterial({ db }: DataContext, id: string): Promise<Material | undefined> {
  const [row] = await db
    .select({ doc: t.materials.doc })
    .from(t.materials)
    .where(eq(t.materials.id, id));
  return row?.doc;
}

async function addMaterial(
  context: DataContext,
  newMaterial: NewMaterial,
  upload: UploadedFile,
): Promise<Material> {
  const material = newMaterialRecord(
    newMaterial,
    { ...upload, size: upload.bytes.byteLength },
    context.now(),
    checkPdf,
  );
  await context.db.transaction(async (tx) => {
    await tx.insert(t.materials).values(materialRow(material));
    await tx.insert(t.materialFiles).values({
      materialId: material.id,
      name: upload.name,
      type: PDF_TYPE,
      size: upload.bytes.byteLength,
      bytes: upload.bytes,
    });
    await audit(context, tx, [created('material', material)]);
  });
  return material;
}

async function deleteMaterial(context: DataContext, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    await tx.delete(t.materialFiles).where(eq(t.materialFiles.materialId, id));
    const removed = await tx
      .delete(t.materials)
      .where(eq(t.materials.id, id))
      .returning({ doc: t.materials.doc });
    await audit(
      context,
      tx,
      removed.map((row) => deleted('material', row.doc)),
    );
  });
}

async function getMaterialFile({ db }: DataContext, id: string): Promise<UploadedFile | undefined> {
  const [row] = await db
    .select({
      name: t.materialFiles.name,
      type: t.materialFiles.type,
      bytes: t.materialFiles.bytes,
    })
    .from(t.materialFiles)
    .where(eq(t.materialFiles.materialId, id));
  return row ? { name: row.name, type: row.type, bytes: new Uint8Array(row.bytes) } : undefined;
}

export const materialOperations = {
  listMaterials,
  getMaterial,
  addMaterial,
  deleteMaterial,
  getMaterialFile,
};
