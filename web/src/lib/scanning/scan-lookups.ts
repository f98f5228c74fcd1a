import { ApiError } from '../api-error.ts';
import { api } from '../api-client/api.ts';
import type { ScanLookups } from './resolve-scan.ts';

const orNotFound = async <T>(request: Promise<T>): Promise<T | { notFound: string }> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { notFound: error.serverMessage ?? error.message };
    throw error;
  }
};

/** The lookups of a scan over the API (GET /api/lots/find, the lot page's lot and material). */
export const apiScanLookups: ScanLookups = {
  byGtin: (gtin, lotCode) => orNotFound(api.call('findLot', { query: { gtin, lot_code: lotCode } })),
  byMaterial: (materialId, lotCode) =>
    orNotFound(api.call('findLot', { query: { material_id: materialId, lot_code: lotCode } })),
  lotPage: async (materialId, lotId) => {
    try {
      const [lot, material] = await Promise.all([
        api.call('getMaterialLot', { params: { id: materialId, lotId } }),
        api.call('getMaterial', { params: { id: materialId } }),
      ]);
      return { lot, material: { id: material.id, name: material.name } };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};
