// Test data the admin console's component tests share. Not for production code.
import { sampleAppointment, sampleService } from '@ssc/contracts/testing';

/** Khaled's office appointment (pending and unpaid), with `changes` laid over it. */
export const appointment = sampleAppointment;

/** The salary-adjustments service of the catalogue, the one `appointment()` is booked for. */
export const salaryAdjustments = sampleService();
