import type { DuplicateAnswer } from '@bp/shared/contracts/submissions/duplicates.ts';
import { MAX_MULTIPART_BYTES, uploadMessages } from '@bp/shared/contracts/submissions/upload.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FilePicker } from '../../../../components/file-picker.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { errorText } from '../../../../lib/api-error.ts';
import { useOutboxOwner } from '../../../../lib/outbox/outbox-owner.ts';
import { isNetworkFailure, QUEUED_TEXT } from '../../../../lib/outbox/outbox-payloads.ts';
import { newClientId, outbox } from '../../../../lib/outbox/outbox-service.ts';
import { useUploadedSubmission } from '../api/uploaded-submission.ts';
import { UPLOAD_URL_LIMIT_MS, watchConnection } from '../../../../lib/connection-watch.ts';
import { PUT_STALL_MS, putFile } from '../../../../lib/put-file.ts';
import { ProcessingAnimation } from '../components/processing-animation.tsx';
import { downscalePhoto, photoWithin } from '../model/downscale.ts';
import { fileSha256 } from '../../../../lib/file-hash.ts';
import { DuplicateDialog } from '../../../../components/duplicate-dialog.tsx';
import { duplicateIn, earlierPath } from '../../../../lib/duplicate.ts';
import { POLL_GIVE_UP_MS } from '../model/poll-schedule.ts';
import { manualPath, screenKind, transcribedPath, type ScreenKindName } from '../../model/screen-kinds.ts';
import { uploadTypeOf } from '../model/upload-type.ts';

type Stage =
  | { name: 'choose' }
  | { name: 'uploading'; progress: number }
  | { name: 'processing'; submissionId: number; since: number }
  | { name: 'slow'; submissionId: number }
  | { name: 'failed'; reason: string }
  /** No network: the file is kept in the outbox, sent when the network returns. */
  | { name: 'queued'; filename: string }
  /** The same file was uploaded before: asked before it goes again. */
  | { name: 'duplicate'; file: File; sha256: string | null; duplicate: DuplicateAnswer };

/**
 * {base}/upload: a photo or PDF of the paperwork goes straight to S3 (presigned PUT, with a
 * progress bar), then the processing animation runs while the submission is polled; rows ready
 * opens the verification screen, a failure shows the reason with retry and manual entry. Polling
 * stops at its bound (poll-schedule.ts): a document still pending then gets check again, upload
 * again and manual entry instead of a spinner without end.
 */
export function UploadDocumentPage({ kind: name }: { kind: ScreenKindName }) {
  const kind = screenKind(name);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [manualFailure, setManualFailure] = useState<string | null>(null);
  const submissionId = stage.name === 'processing' || stage.name === 'slow' ? stage.submissionId : null;
  const since = stage.name === 'processing' ? stage.since : 0;
  const submission = useUploadedSubmission(kind, submissionId, since);

  // Past the polling bound the screen stops waiting; "Check again" polls anew from now.
  useEffect(() => {
    if (stage.name !== 'processing') return undefined;
    const timer = setTimeout(
      () => setStage({ name: 'slow', submissionId: stage.submissionId }),
      Math.max(0, stage.since + POLL_GIVE_UP_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [stage]);
  const checkAgain = (id: number) => {
    setStage({ name: 'processing', submissionId: id, since: Date.now() });
    void submission.refetch();
  };

  const status = submission.data?.submission_status;
  useEffect(() => {
    if (submissionId !== null && (status === 'transcribed' || status === 'verified'))
      void navigate(transcribedPath(kind, submissionId));
  }, [status, submissionId, kind, navigate]);
  // The pipeline's failure is shown from the polled answer; "Try again" goes back to choosing.
  const view: Stage =
    (stage.name === 'processing' || stage.name === 'slow') && status === 'failed'
      ? { name: 'failed', reason: submission.data?.failure_reason ?? 'Reading the document failed.' }
      : stage;

  // Without a network the file itself is kept on this device (issue 23), sent as upload-document.
  const owner = useOutboxOwner();
  /**
   * `tried`: the submission upload-url made (its PUT dropped) and the key upload-url went with
   * (its answer may have been lost). A file within upload-document's limit goes into that
   * submission; a bigger one (a dense photo, a long PDF) is sent as the screen sends it, upload-url
   * under the same key (answered that same submission) then the PUT. One submission either way.
   */
  const keep = async (picked: File, tried: { submissionId?: number; key?: string } = {}) => {
    try {
      if (!owner) throw new Error('Sign in again to keep this on the device: the session names no user');
      const { submissionId, key: triedKey } = tried;
      // A new photo denser than upload-document's limit is made smaller to fit (one request, not
      // two). Not one whose PUT dropped: its submission was made for the file as it was.
      const file =
        submissionId === undefined ? ((await photoWithin(picked, MAX_MULTIPART_BYTES)) ?? picked) : picked;
      const viaUrl = file.size > MAX_MULTIPART_BYTES;
      const filename = file.name || 'document';
      const into = submissionId !== undefined && !viaUrl;
      const payload = { kind: name, file, filename, ...(into ? { submissionId } : {}) };
      // A photo made smaller is another file: the key upload-url went with names the one it hashed.
      const key = file === picked && !into ? triedKey : undefined;
      await outbox.queue({
        kind: 'upload',
        ...owner,
        payload,
        ...(key === undefined ? {} : { clientId: key, attempts: 1, lostTryKeyed: true }),
      });
      setStage({ name: 'queued', filename });
    } catch (error) {
      setStage({ name: 'failed', reason: errorText(error) });
    }
  };

  const send = async (typed: File, sha256: string | null, confirm: boolean) => {
    setStage({ name: 'uploading', progress: 0 });
    if (!navigator.onLine) return keep(typed);
    let made: number | undefined;
    // The key binds the request to the file's hash; without one nothing could tell a replay's file.
    const key = sha256 ? newClientId() : undefined;
    const watch = watchConnection();
    try {
      const type = uploadTypeOf(typed);
      if (!type) throw new Error(uploadMessages.unsupportedType);
      const target = await watch.within(
        UPLOAD_URL_LIMIT_MS,
        kind.api.uploadUrl(
          typed,
          type,
          { sha256, confirm },
          { signal: watch.signal, ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }) },
        ),
      );
      made = target.submission_id;
      await putFile(target, typed, (progress) => setStage({ name: 'uploading', progress }), {
        signal: watch.signal,
        stallMs: PUT_STALL_MS,
      });
      setStage({ name: 'processing', submissionId: target.submission_id, since: Date.now() });
    } catch (error) {
      if (watch.signal.aborted || isNetworkFailure(error, navigator.onLine))
        return keep(typed, {
          ...(made === undefined ? {} : { submissionId: made }),
          ...(key ? { key } : {}),
        });
      const duplicate = duplicateIn(error);
      setStage(
        duplicate
          ? { name: 'duplicate', file: typed, sha256, duplicate }
          : { name: 'failed', reason: errorText(error) },
      );
    } finally {
      watch.end();
    }
  };

  const upload = async (picked: File) => {
    setStage({ name: 'uploading', progress: 0 });
    try {
      const file = await downscalePhoto(picked);
      const type = uploadTypeOf(file);
      if (!type) throw new Error(uploadMessages.unsupportedType);
      const typed = file.type === type ? file : new File([file], file.name, { type });
      await send(typed, await fileSha256(typed), false);
    } catch (error) {
      setStage({ name: 'failed', reason: errorText(error) });
    }
  };

  // A file chosen on the landing page's Upload Document card arrives in the navigation state.
  const location = useLocation();
  const handed = (location.state as { file?: unknown } | null)?.file;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !(handed instanceof File)) return;
    started.current = true;
    void navigate('.', { replace: true, state: null });
    void upload(handed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the file handed over
  }, [handed]);

  const enterManually = async () => {
    setManualFailure(null);
    try {
      const created = await kind.api.manualNew();
      void navigate(manualPath(kind, created.submission_id));
    } catch (error) {
      setManualFailure(errorText(error));
    }
  };

  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader
        title={kind.uploadTitle}
        subtitle={`Photograph or choose your ${kind.paperwork}. Handwriting is read too; it typically takes 15-30 seconds.`}
        actions={
          <Button component={Link} to={kind.base} variant="outlined">
            Back
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {view.name === 'choose' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              Images (JPEG, PNG, WebP, HEIC) or PDF, at most 20 MB. If you choose several, the first is used.
            </Typography>
            <FilePicker onPick={(file) => void upload(file)} />
          </Box>
        ) : null}
        {view.name === 'uploading' ? (
          <Box>
            <Typography sx={{ mb: 1 }}>Uploading… {Math.round(view.progress * 100)}%</Typography>
            <LinearProgress variant="determinate" value={view.progress * 100} aria-label="Upload progress" />
          </Box>
        ) : null}
        {view.name === 'processing' ? <ProcessingAnimation /> : null}
        {view.name === 'queued' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="warning" role="status">
              {QUEUED_TEXT}: {view.filename}. It is uploaded when the network returns; see the Outbox.
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setStage({ name: 'choose' })}>
                Take another
              </Button>
              <Button component={Link} to="/outbox" variant="outlined">
                Open the Outbox
              </Button>
            </Box>
          </Box>
        ) : null}
        {view.name === 'duplicate' ? (
          <Typography>Waiting for your answer about the earlier upload…</Typography>
        ) : null}
        <DuplicateDialog
          duplicate={view.name === 'duplicate' ? view.duplicate : null}
          earlierHref={view.name === 'duplicate' ? earlierPath(kind.base, view.duplicate) : null}
          onCancel={() => setStage({ name: 'choose' })}
          onConfirm={() => {
            if (view.name === 'duplicate') void send(view.file, view.sha256, true);
          }}
        />
        {view.name === 'slow' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="warning" role="alert">
              Reading this document is taking longer than it should. Check again in a moment, upload it again,
              or enter it manually.
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => checkAgain(view.submissionId)}>
                Check again
              </Button>
              <Button variant="outlined" onClick={() => setStage({ name: 'choose' })}>
                Upload again
              </Button>
              <Button variant="outlined" onClick={() => void enterManually()}>
                Enter manually
              </Button>
            </Box>
            {manualFailure ? <Alert severity="error">{manualFailure}</Alert> : null}
          </Box>
        ) : null}
        {view.name === 'failed' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="error" role="alert">
              {view.reason}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setStage({ name: 'choose' })}>
                Try again
              </Button>
              <Button variant="outlined" onClick={() => void enterManually()}>
                Enter manually
              </Button>
            </Box>
            {manualFailure ? <Alert severity="error">{manualFailure}</Alert> : null}
          </Box>
        ) : null}
      </Paper>
    </Box>
  );
}
