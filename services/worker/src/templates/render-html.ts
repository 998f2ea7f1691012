import { Writable } from 'node:stream';
import { Component, createElement, type ReactElement, type ReactNode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

// @react-email/render's `render` writes the same document through web streams
// (`renderToReadableStream` piped into a WritableStream), which on Node costs about three times
// the CPU of React's Node stream for the same bytes (issue 17.4: a booking confirmation took
// 0.85-1.04 ms that way, 0.28-0.33 ms this way, NODE_ENV=production). This is that function on
// `renderToPipeableStream`: the same wrappers (an error boundary and a Suspense boundary, whose
// markers are part of the output), the same chunking and doctype, so every email stays byte for
// byte what the library renders (render-html.test.ts compares them).

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

class ErrorBoundary extends Component<{ children?: ReactNode; reject: (error: unknown) => void }> {
  override componentDidCatch(error: unknown): void {
    this.props.reject(error);
  }
  override render(): ReactNode {
    return this.props.children;
  }
}

/** The email's HTML document, as `render(element)` of @react-email/render writes it. */
export function renderHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new TextDecoder('utf-8');
    const stream = renderToPipeableStream(
      createElement(ErrorBoundary, { reject }, createElement(Suspense, null, element)),
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: reject,
        onAllReady() {
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              html += decoder.decode(chunk, { stream: true });
              done();
            },
            final(done) {
              html += decoder.decode();
              done();
            },
          });
          sink.once('error', reject);
          sink.once('close', () => resolve(`${DOCTYPE}${html.replace(/<!DOCTYPE.*?>/, '')}`));
          stream.pipe(sink);
        },
      },
    );
  });
}
