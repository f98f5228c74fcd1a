import { idParamObject } from '@bp/shared/contracts/master-data-params.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorText } from '../../lib/api-error.ts';
import { PageLoading } from '../page-loading.tsx';

interface EditRecordProps<T> {
  /** The route parameter holding the record's id ('id' in /customers/edit/:id). */
  param: string;
  /** The feature's hook that loads one record. */
  useRecord: (id: number) => UseQueryResult<T>;
  /** 'Failed to load customer', shown for a malformed id or a failed load. */
  loadFailed: string;
  /**
   * The form for the loaded record. `version` changes when the record is fetched again; key
   * the form with it so it restarts with the new values.
   */
  children: (record: T, id: number, version: number) => ReactNode;
}

/** An edit screen's body: reads the id from the address, loads the record, then shows the form. */
export function EditRecord<T>({ param, ...rest }: EditRecordProps<T>) {
  const parsed = idParamObject.safeParse({ id: useParams()[param] });
  if (!parsed.success) return <Alert severity="error">{rest.loadFailed}</Alert>;
  return <LoadedRecord id={parsed.data.id} {...rest} />;
}

function LoadedRecord<T>({
  id,
  useRecord,
  loadFailed,
  children,
}: Omit<EditRecordProps<T>, 'param'> & { id: number }) {
  const record = useRecord(id);
  if (record.isPending) return <PageLoading />;
  if (record.isError) {
    return (
      <Alert severity="error">
        <AlertTitle>{loadFailed}</AlertTitle>
        {errorText(record.error)}
      </Alert>
    );
  }
  return children(record.data, id, record.dataUpdatedAt);
}
