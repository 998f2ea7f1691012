/** Where each consultation choice leads (spec §2 "Consultation options page"). */
export const OFFICE_BOOKING_URL = '/booking?type=office';

export const REMOTE_PLATFORMS = [
  {
    id: 'zoom',
    name: 'Zoom',
    description:
      'رابط اجتماع يصلك بالبريد الإلكتروني بعد تأكيد الموعد، ويعمل من المتصفح أو التطبيق.',
  },
  {
    id: 'teams',
    name: 'Microsoft Teams',
    description: 'مناسب للمنشآت التي تعتمد Teams في أعمالها، ويمكن الانضمام إليه دون حساب.',
  },
] as const;

export type RemotePlatform = (typeof REMOTE_PLATFORMS)[number]['id'];

export function remoteBookingUrl(platform: RemotePlatform): string {
  return `/booking?platform=${platform}`;
}
