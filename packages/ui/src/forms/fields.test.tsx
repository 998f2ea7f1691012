import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { FormField, PasswordField, TextField, TextInput } from '.';

const render = (props: { error?: string; hint?: string; required?: boolean }) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <FormField id="f-email" label="البريد الإلكتروني" {...props}>
        {(control) => <TextInput {...control} name="email" />}
      </FormField>
    </ThemeProvider>,
  );

describe('FormField', () => {
  it('ties the label to the control, with nothing to describe it while valid', () => {
    const html = render({});
    expect(html).toMatch(/<label[^>]*for="f-email"[^>]*>البريد الإلكتروني<\/label>/);
    expect(html).toMatch(/<input[^>]*id="f-email"[^>]*aria-invalid="false"/);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-required');
  });

  it('describes the control by its hint and error, and marks it invalid and required', () => {
    const html = render({ error: 'البريد الإلكتروني غير صحيح', hint: 'مثال', required: true });
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="f-email-hint f-email-error"/);
    expect(html).toMatch(/<input[^>]*aria-required="true"/);
    expect(html).toMatch(/<p[^>]*id="f-email-error"[^>]*>البريد الإلكتروني غير صحيح<\/p>/);
    // The required mark is visual only: assistive technology reads aria-required instead.
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>\*<\/span>/);
  });
});

describe('TextField', () => {
  const html = (node: ReactNode) =>
    renderToString(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

  it('labels its input by a generated id and passes the input its own attributes', () => {
    const out = html(<TextField label="رقم الهاتف" type="tel" dir="ltr" name="phone" required />);
    const id = /<label[^>]*for="([^"]+)"/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out).toContain(`id="${id}"`);
    expect(out).toMatch(/<input[^>]*type="tel"[^>]*dir="ltr"[^>]*name="phone"/);
    // `required` marks the field; the browser's own validation stays off (the schema speaks Arabic).
    expect(out).not.toMatch(/<input[^>]*\srequired/);
    expect(out).toMatch(/<input[^>]*aria-required="true"/);
  });

  it('keeps a given id and ties the error to the control', () => {
    const out = html(<TextField id="ssn" label="رقم الضمان" error="الرقم قصير" />);
    expect(out).toMatch(
      /<input[^>]*id="ssn"[^>]*aria-invalid="true"[^>]*aria-describedby="ssn-error"/,
    );
    expect(out).toMatch(/<p[^>]*id="ssn-error"[^>]*>الرقم قصير<\/p>/);
  });
});

describe('PasswordField', () => {
  it('starts hidden, with a labelled toggle button that controls the input', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <PasswordField id="pw" label="كلمة المرور" name="password" />
      </ThemeProvider>,
    );
    expect(html).toMatch(/<input[^>]*id="pw"[^>]*type="password"/);
    expect(html).toMatch(
      /<button[^>]*type="button"[^>]*aria-pressed="false"[^>]*aria-label="إظهار كلمة المرور"[^>]*aria-controls="pw"/,
    );
  });
});
