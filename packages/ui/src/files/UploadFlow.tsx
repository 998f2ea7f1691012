// `@ssc/ui/upload`: the whole upload flow, an entry of its own so that the pages that only pick
// files (the booking form, through `@ssc/ui/files`) do not carry it in their route chunk.
// By package name, not by path: '@ssc/api-client' and '@ssc/ui' are the page's shared singletons
// (the ApiError the pages check for, the one toast store).
import { ApiError, uploadRequest } from '@ssc/api-client';
import { Button, toast } from '@ssc/ui';
import { Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { ButtonRow } from '../layout';
import { FileDropZone, FileList, UploadProgress } from './FilePicker';
import { useFileSelection } from './useFileSelection';

/** What the upload pages say; each page names its own list and button (spec: dashboard, /test-upload). */
export interface UploadTexts {
  /** The drop zone's title (the file input's label). */
  drop: string;
  /** The chosen files' list, read with their count, e.g. "الملفات المختارة للرفع (2)". */
  list: string;
  submit: string;
  /** The submit button while the files go up. */
  sending: string;
  /** The progress bar's name. */
  progress: string;
  /** The failure toast's title (its text is the server's message, or "no connection"). */
  failed: string;
}

export const DEFAULT_UPLOAD_TEXTS: UploadTexts = {
  drop: 'اسحب مستنداتك وأفلتها هنا أو اختر من جهازك',
  list: 'الملفات المختارة',
  submit: 'رفع المستندات',
  sending: 'جارٍ رفع المستندات...',
  progress: 'تقدم رفع المستندات',
  failed: 'فشل رفع المستندات',
};

/** The failure toast's text when no answer came (spec §8 network error). */
export const UPLOAD_NETWORK_FAILED = 'تعذّر الاتصال بالخادم، يرجى المحاولة مرة أخرى';
/** How long the failure toast stays (spec §8 failure toasts: 6 s). */
export const UPLOAD_FAILED_TOAST_MS = 6_000;

const Flow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * Pick, check, send: the drop zone and file input (each refused file named in a toast with the
 * contracts' message), the chosen files, then one `multipart/form-data` request over
 * XMLHttpRequest with an ARIA progress bar, the button saying it is sending. Success and its toast
 * are the page's (`onUploaded`); a failure toasts the server's message unless `onError` took it
 * (e.g. a 401 that sends to sign-in).
 */
export function UploadFlow<Result>({
  url,
  field = 'files',
  multiple = true,
  texts: own,
  onUploaded,
  onError,
  onPick,
  actions,
}: {
  /** The endpoint the files are POSTed to. */
  url: string;
  /** The form field each file is sent in. */
  field?: string;
  /** One file (a new pick replaces it) or a list of up to the contracts' maximum. */
  multiple?: boolean;
  texts?: Partial<UploadTexts>;
  /** After the server accepted the files (the list is cleared afterwards). */
  onUploaded(result: Result, files: File[]): void | Promise<void>;
  /** True when the page handled the failure itself; no toast then. */
  onError?(error: unknown): boolean;
  /** Files were picked or dropped (before they are checked). */
  onPick?(): void;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
}) {
  const texts = { ...DEFAULT_UPLOAD_TEXTS, ...own };
  const files = useFileSelection({ multiple });
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  const upload = async () => {
    const attached = [...files.files];
    const form = new FormData();
    for (const file of attached) form.append(field, file, file.name);
    setProgress(0);
    try {
      const result = await uploadRequest<Result>('POST', url, form, {
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      files.clear();
      await onUploaded(result, attached);
    } catch (error) {
      if (onError?.(error)) return;
      toast({
        title: texts.failed,
        description: error instanceof ApiError ? error.message : UPLOAD_NETWORK_FAILED,
        variant: 'destructive',
        duration: UPLOAD_FAILED_TOAST_MS,
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Flow aria-busy={sending}>
      <FileDropZone
        onFiles={(picked) => {
          onPick?.();
          files.add(picked);
        }}
        disabled={sending}
        multiple={multiple}
        label={texts.drop}
      />
      <FileList files={files.files} onRemove={files.remove} disabled={sending} label={texts.list} />
      {sending ? <UploadProgress fraction={progress} label={texts.progress} /> : null}
      <ButtonRow>
        <Button onClick={upload} disabled={sending || files.files.length === 0}>
          <Upload size={18} aria-hidden="true" />
          {sending ? texts.sending : texts.submit}
        </Button>
        {actions}
      </ButtonRow>
    </Flow>
  );
}
