import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TRACEABLE_MATERIALS } from '@bp/shared/contracts/settings.ts';
import { tenantKeys } from '@bp/shared/table/schema.ts';
import { documentClient, tableName } from '../kit/index.ts';

export interface GeneralSettings {
  traceable_materials_default: boolean;
}

export const getGeneralSettings = async (companyId: number): Promise<GeneralSettings> => {
  const out = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: tenantKeys.settings(companyId) }),
  );
  const value = out.Item?.traceable_materials_default;
  return { traceable_materials_default: typeof value === 'boolean' ? value : DEFAULT_TRACEABLE_MATERIALS };
};

export const saveGeneralSettings = async (
  companyId: number,
  settings: GeneralSettings,
): Promise<GeneralSettings> => {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: tenantKeys.settings(companyId),
      UpdateExpression: 'SET traceable_materials_default = :t, #type = :type, updated_at = :now',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':t': settings.traceable_materials_default,
        ':type': 'settings',
        ':now': new Date().toISOString(),
      },
    }),
  );
  return settings;
};
