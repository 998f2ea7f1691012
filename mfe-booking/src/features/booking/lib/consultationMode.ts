import type { ConsultationMode } from '@ssc/contracts';

/**
 * The consultation mode a link asks for (spec §2): `?platform=zoom|teams` from the remote option,
 * `?type=office` from the office option; anything else starts on the office.
 */
export function modeFromQuery(params: URLSearchParams): ConsultationMode {
  const platform = params.get('platform')?.toLowerCase();
  if (platform === 'zoom' || platform === 'teams') return platform;
  return 'office';
}
