import { getItem, update, writeOne } from '../kit/index.ts';
import type { GeneralSettings } from '../../../core/master-data/company-settings.ts';
import { settingsFields, settingsKey, toSettings } from './records/settings.ts';

export type { GeneralSettings };

export const getGeneralSettings = async (companyId: number): Promise<GeneralSettings> =>
  toSettings(await getItem(settingsKey(companyId)));

export const saveGeneralSettings = async (
  companyId: number,
  settings: Partial<GeneralSettings>,
): Promise<void> => {
  await writeOne(update(settingsKey(companyId), { set: settingsFields(settings, new Date().toISOString()) }));
};
