// Which of a student's materials count as new (the dashboard's count and the Downloads page's
// New badge): uploaded within the last NEW_MATERIAL_DAYS days, counted back from `now`.
import type { Material } from '@/data';

export const NEW_MATERIAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isNewMaterial(material: Pick<Material, 'uploadDate'>, now: Date): boolean {
  const uploaded = Date.parse(material.uploadDate);
  return uploaded <= now.getTime() && now.getTime() - uploaded <= NEW_MATERIAL_DAYS * DAY_MS;
}

export function newMaterials<T extends Pick<Material, 'uploadDate'>>(
  materials: readonly T[],
  now: Date,
): T[] {
  return materials.filter((material) => isNewMaterial(material, now));
}
