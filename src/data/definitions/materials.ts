// The study materials' operations: the list, uploads, deletions and downloads.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf, refuseAccess } from '../core/operation';
import type { PolicyContext } from '../core/operation';
import type { FileBytes, StoredFile } from '../core/types';
import { recordIdSchema, text } from '../core/wire';
import { MAX_UPLOAD_BYTES } from '../core/wire';
import { materialsForStudent } from '../rules';
import type { Material, NewMaterial } from '../schemas';

const idParam = z.object({ id: recordIdSchema });

/** Whether the caller may have this material: public ones anyone; the rest per student. */
async function mayHave(material: Material, { caller, reads }: PolicyContext): Promise<boolean> {
  if (caller.role === 'admin' || material.visibility === 'Public') return true;
  if (caller.role !== 'student') return false;
  const student = await reads.getStudent(caller.studentId);
  return student !== undefined && materialsForStudent([material], student).length > 0;
}

export const materialOperations = {
  /** Newest upload first: the public ones for visitors, a student's own as well for students. */
  listMaterials: operation<[], Material[]>({
    verb: 'GET',
    path: '/api/materials',
    policy: {
      callers: 'anyone',
      childView: true,
      visible: async (materials, context) => {
        const allowed = await Promise.all(materials.map((material) => mayHave(material, context)));
        return materials.filter((_, index) => allowed[index]);
      },
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Stores the material and its file's bytes; fileUrl and fileName are the file's name. */
  addMaterial: operation<
    [material: NewMaterial, file: File | StoredFile],
    Material,
    [material: NewMaterial, file: FileBytes]
  >({
    verb: 'POST',
    path: '/api/materials',
    transport: 'upload',
    maxBodyBytes: MAX_UPLOAD_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'materials.manage' },
    changes: ['materials', 'auditLog'],
    encode: (material, file) => ({ body: { material, file } }),
    decode: z
      .object({
        body: z.object({
          material: recordOf<NewMaterial>('The material details are missing.'),
          file: z.object(
            {
              name: text('File name', 500),
              type: text('File type', 200),
              bytes: z.instanceof(Uint8Array),
            },
            { error: 'Choose a PDF file.' },
          ),
        }),
      })
      .transform(({ body }): [NewMaterial, FileBytes] => [body.material, body.file]),
  }),
  /** Deletes the material and its stored file. */
  deleteMaterial: operation<[id: string], void>({
    verb: 'DELETE',
    path: '/api/materials/:id',
    policy: { callers: ADMIN_ONLY, permission: 'materials.manage' },
    changes: ['materials', 'auditLog'],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** The stored bytes of a material's file, if any, for whoever may have the material. */
  getMaterialFile: operation<
    [id: string],
    StoredFile | undefined,
    [id: string],
    FileBytes | undefined
  >({
    verb: 'GET',
    path: '/api/materials/:id/file',
    transport: 'download',
    policy: {
      callers: 'anyone',
      childView: true,
      scope: async ([id], context) => {
        if (context.caller.role === 'admin') return [id];
        const material = await context.reads.getMaterial(id);
        return material && (await mayHave(material, context)) ? [id] : refuseAccess();
      },
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
};
