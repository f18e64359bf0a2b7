// Study materials: the stored material and the upload form.
import { z } from 'zod';
import { VISIBILITIES, MATERIAL_CLASSES, MATERIAL_STREAMS, TEXT_LIMITS } from '../constants';
import { limited, required, timestampField, idField } from './fields';

export const materialSchema = z.object({
  id: idField,
  title: required('Title', TEXT_LIMITS.title),
  description: required('Description', TEXT_LIMITS.message),
  visibility: z.enum(VISIBILITIES, { error: 'Choose who can see this material.' }),
  // Made by the repository (in browser-only mode, the whole file as a data: URL): not typed text.
  fileUrl: z.string().min(1),
  fileName: limited('File name', TEXT_LIMITS.title).min(1),
  stream: z.enum(MATERIAL_STREAMS),
  class: z.enum(MATERIAL_CLASSES),
  uploadDate: timestampField,
  fileSize: z.number().int().nonnegative().optional(),
});
export type Material = z.infer<typeof materialSchema>;

export const newMaterialSchema = materialSchema.pick({
  title: true,
  description: true,
  visibility: true,
  stream: true,
  class: true,
});
export type NewMaterial = z.infer<typeof newMaterialSchema>;
