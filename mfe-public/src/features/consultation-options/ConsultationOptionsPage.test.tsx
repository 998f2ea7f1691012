import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../testing/renderPage';
import { ConsultationOptionsPage } from './ConsultationOptionsPage';
import { OFFICE_BOOKING_URL, REMOTE_PLATFORMS, remoteBookingUrl } from './options';

describe('consultation options', () => {
  it('routes the office choice and both remote platforms to the booking page', () => {
    expect(OFFICE_BOOKING_URL).toBe('/booking?type=office');
    expect(REMOTE_PLATFORMS.map((p) => remoteBookingUrl(p.id))).toEqual([
      '/booking?platform=zoom',
      '/booking?platform=teams',
    ]);
  });

  it('shows the office link and a dialog trigger for the remote option', () => {
    const html = renderPage(<ConsultationOptionsPage />, '/consultation-options');
    expect(html).toContain('href="/booking?type=office"');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*aria-expanded="false"/);
    // The platform links live in the dialog, which is not rendered until it opens.
    expect(html).not.toContain('platform=zoom');
    const text = textOf(html);
    expect(text).toContain('استشارة حضورية في المكتب');
    expect(text).toContain('استشارة عن بُعد عبر الفيديو');
    expect(text).toContain('30 ديناراً أردنياً');
  });
});
