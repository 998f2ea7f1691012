import {
  fromMinorUnits,
  type InternalAppointment,
  type PublicService,
  paymentMessages,
} from '@ssc/contracts';
import { notFound, type ServiceCatalogue } from '@ssc/service-kit';

/** What a payment needs of its service: the id, the Arabic name and the price (dinars). */
export type PricedService = Pick<PublicService, 'id' | 'nameAr' | 'price'>;

/**
 * The service an appointment is paid for, at the price and name it was booked with (issue 34.3):
 * the office may have changed the price, hidden or retired the service since, and the client
 * still owes what they booked. A booking made before prices were kept with it is priced from the
 * catalogue as before.
 */
export async function bookedService(
  appointment: InternalAppointment,
  catalogue: ServiceCatalogue,
): Promise<PricedService> {
  const { priceMinor, serviceName } = appointment;
  if (priceMinor != null && serviceName) {
    return { id: appointment.serviceId, nameAr: serviceName, price: fromMinorUnits(priceMinor) };
  }
  const current = await catalogue.find(appointment.serviceId);
  if (!current) throw notFound(paymentMessages.serviceNotFound);
  return current;
}
