import {
  type InternalAppointment,
  type InternalServiceRequest,
  internalAppointmentSchema,
  serviceRequestSchema,
} from '@ssc/contracts';
import { type Logger, serviceUnavailable } from '@ssc/service-kit';
import { SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';

const REQUEST_TIMEOUT_MS = 5_000;

/** The booking service's internal endpoints (not under /api; they need payment's service token). */
export interface BookingClient {
  /** The appointment, or undefined when booking has none with this id. */
  appointment(id: string): Promise<InternalAppointment | undefined>;
  /**
   * Stores a service request under `id`; calling again with the same id changes nothing. Answers
   * its REQ- reference (absent from a booking service older than it).
   */
  putServiceRequest(id: string, request: InternalServiceRequest): Promise<{ reference?: string }>;
}

export interface BookingClientOptions {
  bookingUrl: string;
  logger: Logger;
  /** A service token addressed to `booking` (createServiceTokenSigner). */
  serviceToken: () => string;
}

export function bookingClient(options: BookingClientOptions): BookingClient {
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${options.bookingUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: {
          accept: 'application/json',
          [SERVICE_TOKEN_HEADER]: options.serviceToken(),
          ...init.headers,
        },
      });
    } catch (error) {
      options.logger.error({ err: error, path }, 'booking service unreachable');
      throw serviceUnavailable();
    }
  };
  return {
    async appointment(id) {
      const res = await call(`/internal/appointments/${encodeURIComponent(id)}`);
      if (res.status === 404) return undefined;
      if (!res.ok) {
        options.logger.error(
          { status: res.status },
          'booking service failed to read an appointment',
        );
        throw serviceUnavailable();
      }
      return internalAppointmentSchema.parse(await res.json());
    },
    async putServiceRequest(id, request) {
      const res = await call(`/internal/service-requests/${encodeURIComponent(id)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (!res.ok) {
        options.logger.error({ status: res.status }, 'booking service refused a service request');
        throw serviceUnavailable();
      }
      const stored = serviceRequestSchema.partial().safeParse(await res.json().catch(() => ({})));
      return stored.success && stored.data.reference ? { reference: stored.data.reference } : {};
    },
  };
}
