import { apiErrorFromText } from './apiError';

export type UploadMethod = 'POST' | 'PUT' | 'PATCH';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Size of the request body in bytes; 0 when the browser cannot tell. */
  total: number;
  /** loaded / total between 0 and 1 (0 while the total is unknown). */
  fraction: number;
}

export interface UploadOptions {
  /** Called as the request body goes out, and once with fraction 1 when it has all been sent. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Sends a multipart body with upload progress (fetch cannot report it), with the session cookie
 * (spec §7) and the error rule of `apiRequest` (spec §8): a non-OK answer rejects with the same
 * ApiError. Resolves with the parsed JSON answer (the text when it is not JSON, null when empty).
 * A network failure rejects with a TypeError, like fetch; an abort with an AbortError.
 */
export function uploadRequest<T = unknown>(
  method: UploadMethod,
  url: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    if (onProgress) {
      let sent = 0;
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        sent = event.loaded;
        onProgress({ loaded: event.loaded, total, fraction: total ? event.loaded / total : 0 });
      });
      xhr.upload.addEventListener('load', (event) => {
        const loaded = Math.max(sent, event.loaded);
        onProgress({ loaded, total: loaded, fraction: 1 });
      });
    }

    xhr.addEventListener('load', () => {
      settle();
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromText(xhr.status, xhr.statusText, text));
        return;
      }
      if (text === '') {
        resolve(null as T);
        return;
      }
      try {
        resolve(JSON.parse(text) as T);
      } catch {
        resolve(text as T);
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });

    xhr.send(body);
  });
}
