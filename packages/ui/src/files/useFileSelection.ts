// Imported by package name, not by path: '@ssc/ui' is the page's one shared toast store.
import { toast } from '@ssc/ui';
import { useCallback, useRef, useState } from 'react';
import { addFiles, FILE_REJECTED_TOAST_MS, filesRejectedTitle } from './files';

/**
 * The attached files of a form: valid files join the list, each refused file is named in a
 * destructive toast (one toast shows at a time, so the refusals of one pick share it). With
 * `multiple: false` the list holds one file: a valid new pick replaces it, a refused one leaves it.
 */
export function useFileSelection({ multiple = true }: { multiple?: boolean } = {}) {
  const [files, setFiles] = useState<File[]>([]);
  const latest = useRef(files);

  const update = useCallback((next: File[]) => {
    latest.current = next;
    setFiles(next);
  }, []);

  const add = useCallback(
    (incoming: readonly File[]) => {
      const { files: next, rejected } = multiple
        ? addFiles(latest.current, incoming)
        : addFiles([], incoming.slice(0, 1), 1);
      if (multiple || next.length) update(next);
      if (rejected.length) {
        toast({
          title: filesRejectedTitle(rejected.length),
          description: rejected.join('؛ '),
          variant: 'destructive',
          duration: FILE_REJECTED_TOAST_MS,
        });
      }
    },
    [update, multiple],
  );

  const remove = useCallback(
    (index: number) => update(latest.current.filter((_, i) => i !== index)),
    [update],
  );
  const clear = useCallback(() => update([]), [update]);

  return { files, add, remove, clear };
}
